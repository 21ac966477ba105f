/** The record look-up's messages (docs/lookup.md): loaded with its dialog, not with the first screen. */
export const th = {
  pa: {
    lookup: {
      title: 'ค้นหาข้อมูล',
      label: 'รหัส อีเมล เบอร์โทร เลขผู้เสียภาษี หรือชื่อ',
      placeholder: 'เช่น ST00001, QR20250502000001, อีเมล หรือชื่อร้าน',
      results: 'ผลการค้นหา',
      recent: 'ค้นหาล่าสุด',
      clear_recent: 'ล้างรายการล่าสุด',
      no_recent: 'พิมพ์รหัสหรือชื่อเพื่อค้นหา',
      loading: 'กำลังค้นหา…',
      empty: 'ไม่พบข้อมูลที่ตรงกับ "%{text}"',
      too_short: 'พิมพ์อย่างน้อย %{count} ตัวอักษร',
      failed: 'ค้นหาใน %{name} ไม่สำเร็จ',
      nothing_to_ask: 'บทบาทของคุณไม่มีหน้าที่ค้นหาได้',
      hint: '↑ ↓ เลือก · Enter เปิด · Esc ปิด',
      count: '%{count} รายการ',
    },
  },
};
