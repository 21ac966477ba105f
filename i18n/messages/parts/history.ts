/**
 * Messages of a record's History and of the audit log's actions in Thai and English
 * (src/schema/show/History.tsx, src/schema/fields/recordAction.tsx): the `history` part, loaded with
 * those parts on first use, not with the first screen (i18n/index.ts, parts; docs/adding-a-resource.md,
 * "History").
 */
export const th = {
  pa: {
    history: {
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
      added: 'เพิ่ม',
      removed: 'นำออก',
      more: 'แสดง %{count} รายการล่าสุด จากทั้งหมด %{total} รายการ',
      actions: {
        create: 'สร้าง',
        edit: 'แก้ไข',
        delete: 'ลบ',
        toggle: 'เปิด/ปิดใช้งาน',
        switchedOn: 'เปิดใช้งาน',
        switchedOff: 'ปิดใช้งาน',
      },
    },
  },
};

export const en: typeof th = {
  pa: {
    history: {
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
      added: 'Added',
      removed: 'Removed',
      more: 'The latest %{count} of %{total} events',
      actions: {
        create: 'Created',
        edit: 'Edited',
        delete: 'Deleted',
        toggle: 'Switched on/off',
        switchedOn: 'Switched on',
        switchedOff: 'Switched off',
      },
    },
  },
};
