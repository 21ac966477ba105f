/**
 * Messages of the top bar's settings menu (src/layout/SettingsMenuList.tsx): they load with the menu's
 * code on first use (or when the pointer or the focus reaches its button), not with the first screen.
 * The button's own name stays in ../../th/app.ts.
 */
export const th = {
  pa: {
    settings: {
      theme: 'ธีม',
      themes: { LIGHT: 'สว่าง', ONE_DARK: 'มืด (One Dark)', UNICORN: 'ยูนิคอร์น' },
      direction: 'ทิศทางข้อความ',
      ltr: 'ซ้ายไปขวา',
      rtl: 'ขวาไปซ้าย',
      responsive_font_sizes: 'ปรับขนาดตัวอักษรตามหน้าจอ',
      start_page: 'หน้าเริ่มต้น',
      start_pages: { landing: 'เมนูแรกของฉัน', today: 'วันนี้' },
    },
  },
};
