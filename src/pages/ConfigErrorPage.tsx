import type { ConfigIssue } from '../config/validate.ts';
import { BareAlert } from './BareAlert.tsx';

/** Shown before the console starts, so it uses no theme or translations: both languages side by side. */
export function ConfigErrorPage({ issues }: { issues: ConfigIssue[] }) {
  return (
    <BareAlert title="การตั้งค่าระบบไม่ถูกต้อง / Configuration error">
      <p>
        ไฟล์ <code>config.json</code> มีค่าที่ขาดหายหรือไม่ถูกต้อง กรุณาแจ้งผู้ดูแลระบบ
        <br />
        The runtime configuration <code>config.json</code> has missing or invalid values. Please tell the
        system administrator.
      </p>
      <ul>
        {issues.map((issue) => (
          <li key={issue.path}>
            <code>{issue.path}</code> —{' '}
            {issue.problem === 'missing' ? 'ไม่มีค่า / missing' : 'ไม่ถูกต้อง / invalid'}
          </li>
        ))}
      </ul>
    </BareAlert>
  );
}
