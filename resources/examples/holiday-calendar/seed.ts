import { seedTable } from '../../../mocks/db/seeds/define.ts';
import type holidayCalendar from './declaration.ts';

export const holidays = seedTable<typeof holidayCalendar>()({
  table: 'holidays',
  idField: 'holidayId',
  idPrefix: 'HOL',
  rows: [
    {
      holidayId: 'HOL0001',
      date: '2026-01-01',
      nameTh: 'วันขึ้นปีใหม่',
      nameEn: "New Year's Day",
      banksClosed: true,
      note: '',
      isActive: true,
    },
    {
      holidayId: 'HOL0002',
      date: '2026-04-13',
      nameTh: 'วันสงกรานต์',
      nameEn: 'Songkran Festival',
      banksClosed: true,
      note: 'ต่อเนื่องถึง 15 เมษายน',
      isActive: true,
    },
    {
      holidayId: 'HOL0003',
      date: '2026-05-01',
      nameTh: 'วันแรงงานแห่งชาติ',
      nameEn: 'National Labour Day',
      banksClosed: false,
      note: '',
      isActive: true,
    },
    {
      holidayId: 'HOL0004',
      date: '2026-12-05',
      nameTh: 'วันพ่อแห่งชาติ',
      nameEn: "Father's Day",
      banksClosed: true,
      note: '',
      isActive: false,
    },
  ],
});
