/**
 * HTML pages of the dev identity provider: sign-in, forgot password, sign-out and errors. Plain strings
 * with inline CSS so the pages make no request outside the provider.
 */
import { createHash } from 'node:crypto';

export const LOGIN_ERROR = 'Please check your email and password';
/** Shown instead of signing in an account that was deactivated. */
export const DEACTIVATED_ERROR =
  'บัญชีนี้ถูกปิดการใช้งาน กรุณาติดต่อผู้ดูแลระบบ / This account has been deactivated. Please contact your administrator.';
export const RESET_SENT = 'If the account exists, a reset link has been sent';
export const RESET_SENT_TH = 'หากมีบัญชีนี้ ระบบได้ส่งลิงก์ตั้งรหัสผ่านใหม่แล้ว';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

const STYLE = `
:root { --primary: #00897b; --primary-dark: #00695c; --text: #1f2933; --muted: #52606d; --error: #c62828; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  background: #eef5f4; color: var(--text);
  font: 16px/1.5 Sarabun, "Noto Sans Thai", "Leelawadee UI", Tahoma, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: 100%; max-width: 400px; margin: 24px; padding: 32px; background: #fff; border-radius: 12px;
  box-shadow: 0 2px 12px rgba(0, 0, 0, .08); border-top: 4px solid var(--primary); }
.brand { margin: 0 0 4px; color: var(--primary); font-weight: 700; letter-spacing: .02em; }
h1 { margin: 0 0 24px; font-size: 1.4rem; font-weight: 600; }
label { display: block; margin: 16px 0 6px; font-weight: 600; }
input { width: 100%; padding: 10px 12px; font: inherit; border: 1px solid #cbd2d9; border-radius: 6px; }
input:focus { outline: 2px solid var(--primary); outline-offset: 1px; border-color: var(--primary); }
button { width: 100%; margin-top: 24px; padding: 11px 12px; font: inherit; font-weight: 600; color: #fff;
  background: var(--primary); border: 0; border-radius: 6px; cursor: pointer; }
button:hover, button:focus { background: var(--primary-dark); }
a { color: var(--primary-dark); }
.links { margin-top: 20px; text-align: center; }
.error { margin: 0 0 8px; padding: 10px 12px; color: var(--error); background: #fdecea; border-radius: 6px; }
.notice { margin: 0 0 8px; padding: 10px 12px; background: #e0f2f1; border-radius: 6px; }
.muted { color: var(--muted); }
`;

interface Layout {
  title: string;
  body: string;
}

function layout({ title, body }: Layout): string {
  return `<!DOCTYPE html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Payment Admin</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Payment Admin</p>
${body}
</main>
</body>
</html>`;
}

/** Response headers for the pages: no caching, no framing, nothing loaded from elsewhere. */
export function pageHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
  const script = scriptHashes.length ? `script-src ${scriptHashes.map((h) => `'${h}'`).join(' ')}` : '';
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    script,
  ]
    .filter(Boolean)
    .join('; ');
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
  };
}

export interface LoginPageProps {
  action: string;
  forgotPasswordHref: string;
  email?: string;
  error?: string;
}

export function loginPage({ action, forgotPasswordHref, email = '', error }: LoginPageProps): string {
  const focusEmail = email === '';
  return layout({
    title: 'เข้าสู่ระบบ / Sign in',
    body: `<h1>เข้าสู่ระบบ / Sign in</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">อีเมล / E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${focusEmail ? ' autofocus' : ''}>
<label for="password">รหัสผ่าน / Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusEmail ? '' : ' autofocus'}>
<button type="submit">เข้าสู่ระบบ / Sign in</button>
</form>
<p class="links"><a href="${escapeHtml(forgotPasswordHref)}">ลืมรหัสผ่าน / Forgot password</a></p>`,
  });
}

export interface ForgotPasswordPageProps {
  action: string;
  loginHref: string;
  email?: string;
  sent?: boolean;
  error?: string;
}

export function forgotPasswordPage({
  action,
  loginHref,
  email = '',
  sent = false,
  error,
}: ForgotPasswordPageProps): string {
  const back = `<p class="links"><a href="${escapeHtml(loginHref)}">กลับไปหน้าเข้าสู่ระบบ / Back to sign in</a></p>`;
  if (sent) {
    return layout({
      title: 'ลืมรหัสผ่าน / Forgot password',
      body: `<h1>ลืมรหัสผ่าน / Forgot password</h1>
<p class="notice" role="status">${escapeHtml(RESET_SENT)} / ${escapeHtml(RESET_SENT_TH)}</p>
${back}`,
    });
  }
  return layout({
    title: 'ลืมรหัสผ่าน / Forgot password',
    body: `<h1>ลืมรหัสผ่าน / Forgot password</h1>
<p class="muted">กรอกอีเมลของบัญชี ระบบจะส่งลิงก์ตั้งรหัสผ่านใหม่ให้ / Enter your account e-mail and we will send a reset link.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">อีเมล / E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">
<button type="submit">ส่งลิงก์ / Send reset link</button>
</form>
${back}`,
  });
}

export interface MessagePageProps {
  title: string;
  message: string;
  linkHref: string;
  linkText: string;
  details?: readonly string[];
}

export function messagePage({ title, message, linkHref, linkText, details = [] }: MessagePageProps): string {
  return layout({
    title,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${details.map((d) => `<p class="muted"><code>${escapeHtml(d)}</code></p>`).join('\n')}
<p class="links"><a href="${escapeHtml(linkHref)}">${escapeHtml(linkText)}</a></p>`,
  });
}

/** Clicks the sign-out button as soon as the page loads, so RP-initiated logout needs no extra click. */
const LOGOUT_SCRIPT = "document.getElementById('logout-confirm').click();";
export const LOGOUT_SCRIPT_HASH = `sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}`;

/** `form` is oidc-provider's own confirmation form (id op.logoutForm with its xsrf field). */
export function logoutPage(form: string): string {
  return layout({
    title: 'ออกจากระบบ / Sign out',
    body: `<h1>กำลังออกจากระบบ… / Signing out…</h1>
${form}
<button id="logout-confirm" type="submit" form="op.logoutForm" name="logout" value="yes">ออกจากระบบ / Sign out</button>
<script>${LOGOUT_SCRIPT}</script>`,
  });
}
