/**
 * Announcements, with the time range shown in the list derived from their start and end.
 */
import { addDaysMs, toBangkokIso } from '../../../mocks/db/dates.ts';
import { pad, past } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { THAI_BANKS } from '../../../mocks/db/thai-data.ts';
import type announcement from './declaration.ts';

const ANNOUNCEMENT_TEMPLATES = [
  'ปิดปรับปรุงระบบชั่วคราว วันที่ {d} เวลา 00:00–04:00 น. ขออภัยในความไม่สะดวก',
  '{bank}ปิดปรับปรุงช่องทาง {channel} ในวันที่ {d} ธุรกรรมจะชำระผ่านช่องทางอื่นได้ตามปกติ',
  'ปรับอัตราค่าธรรมเนียม MDR ช่องทาง {channel} มีผลตั้งแต่วันที่ {d}',
  'วันหยุดธนาคาร {d} รอบการโอนเงินให้ร้านค้าจะเลื่อนเป็นวันทำการถัดไป',
  'ขอให้ร้านค้าตรวจสอบและอัปเดตข้อมูลบัญชีธนาคารให้เป็นปัจจุบันภายในวันที่ {d}',
  'เปิดให้บริการช่องทางชำระเงินใหม่ {channel} ร่วมกับ{bank} ตั้งแต่วันที่ {d}',
  'ระวังอีเมลและ SMS แอบอ้างเป็นเจ้าหน้าที่ บริษัทไม่มีนโยบายขอรหัส OTP จากร้านค้า',
  'ระบบรายงานธุรกรรมจะแสดงข้อมูลล่าช้าประมาณ 30 นาที ในวันที่ {d}',
];

function ddmmyyyyhhmm(iso: string): string {
  const [date, time] = toBangkokIso(Date.parse(iso)).split('T');
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time.slice(0, 5)}`;
}

/** The `timeRange` column: the start and end as the list shows them. */
function deriveAnnouncement<A extends { startDate: string; endDate: string; timeRange: string }>(a: A): A {
  const valid = !Number.isNaN(Date.parse(a.startDate)) && !Number.isNaN(Date.parse(a.endDate));
  return { ...a, timeRange: valid ? `${ddmmyyyyhhmm(a.startDate)} - ${ddmmyyyyhhmm(a.endDate)}` : '' };
}

export const announcements = seedTable<typeof announcement>()({
  table: 'announcements',
  idField: 'id',
  idPrefix: 'ANN',
  idWidth: 4,
  rows: ({ rng }) =>
    Array.from({ length: 40 }, (_, i) => {
      const created = past(rng);
      const start = addDaysMs(created, rng.int(0, 3));
      const end = addDaysMs(start, rng.int(1, 14));
      const bank = rng.pick(THAI_BANKS);
      const message = rng
        .pick(ANNOUNCEMENT_TEMPLATES)
        .replace('{d}', toBangkokIso(start).slice(0, 10).split('-').reverse().join('/'))
        .replace('{bank}', bank.nameTh)
        .replace('{channel}', rng.pick(bank.channels));
      return deriveAnnouncement({
        id: `ANN${pad(i + 1, 4)}`,
        time: toBangkokIso(created),
        message,
        startDate: toBangkokIso(start),
        endDate: toBangkokIso(end),
        timeRange: '',
        isActive: rng.chance(0.75),
      });
    }),
  derive: deriveAnnouncement,
});

export type Announcement = RowOf<typeof announcements>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    announcements: Announcement;
  }
}
