/** The shell's own messages: title, menu groups, settings, public pages, account. */
export const th = {
  pa: {
    app: {
      title: 'ระบบจัดการเพย์เมนต์เกตเวย์',
      short_title: 'Payment Admin',
      version: 'v.1.5.2',
      skip_to_content: 'ข้ามไปยังเนื้อหา',
      reset_demo_data: 'รีเซ็ตข้อมูลตัวอย่าง',
      reset_demo_data_confirm: 'ข้อมูลตัวอย่างทั้งหมดที่แก้ไขจะกลับเป็นค่าเริ่มต้น ต้องการดำเนินการต่อหรือไม่',
    },
    error: {
      timeout: 'ระบบไม่ตอบสนองภายในเวลาที่กำหนด กรุณาลองใหม่อีกครั้ง',
      generic: 'เกิดข้อผิดพลาดบางอย่าง',
    },
    menu: {
      groups: { stores: 'ร้านค้า', management: 'การจัดการ', accounting: 'บัญชี', process: 'กระบวนการ' },
      open: 'เปิดเมนู',
      label: 'เมนูหลัก',
      today: 'วันนี้',
    },
    settings: {
      title: 'การตั้งค่า',
      language: 'ภาษา',
    },
    lookup: { open: 'ค้นหาข้อมูล' },
    user_menu: { change_password: 'เปลี่ยนรหัสผ่าน', logout: 'ออกจากระบบ', account: 'บัญชีของฉัน' },
    cookie: {
      message: 'เว็บไซต์นี้ใช้คุกกี้ที่จำเป็นเพื่อให้ระบบทำงานได้และจดจำการตั้งค่าของคุณ',
      accept: 'ยอมรับ',
    },
  },
};
