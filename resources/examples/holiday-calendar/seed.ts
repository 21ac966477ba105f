import { seedTable } from '../../../mocks/db/seeds/define.ts';
import holidayCalendar from './declaration.ts';

/** Seed rows of the worked example (docs/adding-a-resource.md): typed from its declaration. */
export const holidays = seedTable(holidayCalendar, {
  idPrefix: 'HOL',
  rows: [
    {
      holidayId: 'HOL0001',
      date: '2026-01-01',
      nameTh: 'วันขึ้นปีใหม่',
      nameEn: "New Year's Day",
      isActive: true,
    },
    {
      holidayId: 'HOL0002',
      date: '2026-04-13',
      nameTh: 'วันสงกรานต์',
      nameEn: 'Songkran Festival',
      isActive: true,
    },
    {
      holidayId: 'HOL0003',
      date: '2026-05-01',
      nameTh: 'วันแรงงานแห่งชาติ',
      nameEn: 'National Labour Day',
      isActive: true,
    },
    {
      holidayId: 'HOL0004',
      date: '2026-12-05',
      nameTh: 'วันพ่อแห่งชาติ',
      nameEn: "Father's Day",
      isActive: false,
    },
  ],
});
