/** A release while a tab is open (src/boot/release.ts, src/components/ReleaseNotice.tsx). */
export const th = {
  pa: {
    release: {
      not_loaded: 'โหลดส่วนนี้ของหน้าไม่สำเร็จ ระบบอาจมีเวอร์ชันใหม่ กรุณาลองอีกครั้งหรือโหลดหน้าใหม่',
      try_again: 'ลองอีกครั้ง',
      reload: 'โหลดหน้าใหม่',
    },
  },
};
