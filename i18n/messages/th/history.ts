/** The History section of a record's view page (src/schema/show/History.tsx). */
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
      more: 'แสดง %{count} รายการล่าสุด จากทั้งหมด %{total} รายการ',
      actions: {
        create: 'สร้าง',
        edit: 'แก้ไข',
        delete: 'ลบ',
        toggle: 'เปิด/ปิดใช้งาน',
      },
    },
  },
};
