/**
 * The entry: fonts, then one of two boots (docs/performance.md, "Public pages on their own").
 * - A public page (sign-in, registration) opened with no stored sign-in loads src/public.tsx: the
 *   page itself on MUI and the messages, without react-admin's <Admin>, the registry or the shell.
 * - Everything else loads the console (src/console.tsx). A public page with a stored sign-in goes
 *   there too: the console's sign-in page sends a signed-in user to their account page, and the
 *   console applies the multi-tab rule to the stored session first.
 * Vite asks for all of a boot's chunks at once when it is imported.
 */
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/600.css';
import '@fontsource/kanit/400.css';
import { opensOnItsOwn } from './boot/entry.ts';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The code could not load (offline, a deployment replaced it): say so in both languages, as text. */
function notLoaded(root: HTMLElement) {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font-family: Sarabun, system-ui, sans-serif; max-width: 720px; margin: 64px auto;';
  message.textContent = 'โหลดหน้านี้ไม่สำเร็จ กรุณาโหลดหน้าใหม่ / This page could not be loaded. Please reload it.';
  root.replaceChildren(message);
}

const root = document.getElementById('root') as HTMLElement;
const boot = opensOnItsOwn(window.location.pathname, storage())
  ? import('./public.tsx').then((m) => m.bootPublic(root))
  : import('./console.tsx').then((m) => m.bootConsole(root));
boot.catch((error: unknown) => {
  console.error(error);
  notLoaded(root);
});
