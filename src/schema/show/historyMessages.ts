/**
 * The History section's words, Thai and English (`pa.history.*`): they load with the section's code,
 * not with the first screen (docs/performance.md, lever 23), and are the defaults of its `translate`
 * calls, so an i18n catalogue that has the keys still wins.
 */
const th = {
  title: 'ประวัติการเปลี่ยนแปลง',
  show: 'แสดงประวัติ',
  hide: 'ซ่อนประวัติ',
  loading: 'กำลังโหลดประวัติ…',
  empty: 'ยังไม่มีการเปลี่ยนแปลงที่บันทึกไว้',
  by: 'โดย %{name}',
  field: 'ข้อมูล',
  before: 'ก่อน',
  after: 'หลัง',
  changes: 'ข้อมูลที่เปลี่ยน',
  emptyValue: '(ว่าง)',
  more: 'แสดง %{count} รายการล่าสุด จากทั้งหมด %{total} รายการ',
  actions: {
    create: 'สร้าง',
    edit: 'แก้ไข',
    delete: 'ลบ',
    toggle: 'เปิด/ปิดใช้งาน',
  },
};

const en: typeof th = {
  title: 'History',
  show: 'Show history',
  hide: 'Hide history',
  loading: 'Loading the history…',
  empty: 'No change recorded yet',
  by: 'by %{name}',
  field: 'Field',
  before: 'Before',
  after: 'After',
  changes: 'Changed fields',
  emptyValue: '(empty)',
  more: 'The latest %{count} of %{total} events',
  actions: {
    create: 'Created',
    edit: 'Edited',
    delete: 'Deleted',
    toggle: 'Switched on/off',
  },
};

export type HistoryMessageKey = Exclude<keyof typeof th, 'actions'>;

/** The words of one language (Thai unless the locale is English). */
export const historyMessages = (locale: string) => (locale.toLowerCase().startsWith('en') ? en : th);
