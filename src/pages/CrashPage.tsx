import { useRouteError } from 'react-router-dom';
import { BareAlert } from './BareAlert.tsx';

/**
 * The router's last resort when a screen throws while rendering: both languages (the translations may
 * be what failed), the error's message as text, and a way back. Details go to the console for support.
 */
export function CrashPage() {
  const error = useRouteError();
  console.error(error);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <BareAlert title="เกิดข้อผิดพลาดที่ไม่คาดคิด / Something went wrong">
      <p>
        หน้านี้แสดงผลไม่ได้ กรุณาโหลดหน้าใหม่ หากยังพบปัญหาให้แจ้งผู้ดูแลระบบพร้อมข้อความด้านล่าง
        <br />
        This page could not be shown. Reload it; if the problem stays, tell the system administrator the
        message below.
      </p>
      <pre style={{ whiteSpace: 'pre-wrap', background: '#f3f5f5', padding: 12 }}>{message}</pre>
      <p style={{ display: 'flex', gap: 16 }}>
        <button type="button" onClick={() => window.location.reload()}>
          โหลดใหม่ / Reload
        </button>
        <a href="/">หน้าแรก / Home</a>
      </p>
    </BareAlert>
  );
}
