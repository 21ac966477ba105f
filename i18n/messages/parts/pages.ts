/**
 * Messages of the pages that are not a screen of the registry, in Thai and English: 404, 403, the menu
 * not open yet and the "please wait" at the console's root (src/pages/ErrorPages.tsx,
 * PlaceholderPage.tsx, HomePage.tsx). The `pages` part (i18n/index.ts): loaded with those pages,
 * not with the first screen.
 */
export const th = {
  pa: {
    pages: {
      not_found_title: 'ไม่พบหน้าที่ต้องการ',
      not_found_body: 'หน้าที่คุณเปิดไม่มีอยู่หรือถูกย้ายไปแล้ว',
      forbidden_title: 'ไม่มีสิทธิ์เข้าถึง',
      forbidden_body: 'บทบาทของคุณไม่มีสิทธิ์ใช้งานหน้านี้ หากต้องการสิทธิ์ กรุณาติดต่อผู้ดูแลระบบ',
      go_home: 'กลับหน้าหลัก',
      please_wait: 'กรุณารอสักครู่',
      please_wait_body: 'กำลังตรวจสอบการเข้าสู่ระบบ…',
      placeholder_title: 'หน้านี้ยังไม่เปิดให้ใช้งาน',
      placeholder_body: 'เมนูนี้จะเปิดให้ใช้งานในรุ่นถัดไป',
    },
  },
};

export const en: typeof th = {
  pa: {
    pages: {
      not_found_title: 'Page not found',
      not_found_body: 'The page you opened does not exist or has moved.',
      forbidden_title: 'Access denied',
      forbidden_body: 'Your role cannot use this page. Ask an administrator if you need access.',
      go_home: 'Back to home',
      please_wait: 'Please wait',
      please_wait_body: 'Checking your sign-in…',
      placeholder_title: 'This screen is not open yet',
      placeholder_body: 'This menu opens in a coming release.',
    },
  },
};
