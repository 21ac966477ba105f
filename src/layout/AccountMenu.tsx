/**
 * The signed-in user's menu in the top bar. The first screen's code holds react-admin's button (the
 * user's name) only: the items (account, change password, reset demo data, log out) and the reset's
 * dialog load when the pointer or the focus reaches the button, or when the menu opens.
 */
import { useState } from 'react';
import { UserMenu } from 'react-admin';
import { lazyPart } from '../components/lazyPart.tsx';
import { useShellExtras } from './shellContext.tsx';

const items = () => import('./AccountMenuItems.tsx');
const AccountMenuItems = lazyPart(() => items().then((m) => m.AccountMenuItems));
const ResetDemoDataDialog = lazyPart(() => items().then((m) => m.ResetDemoDataDialog));

const preload = () => void AccountMenuItems.preload();

export function AccountMenu() {
  const { resetDemoData } = useShellExtras();
  const [confirmReset, setConfirmReset] = useState(false);
  return (
    // The button is react-admin's; the pointer and the focus reach it through this box.
    <span style={{ display: 'contents' }} onPointerEnter={preload} onFocus={preload}>
      <UserMenu>
        <AccountMenuItems onResetDemoData={resetDemoData && (() => setConfirmReset(true))} />
      </UserMenu>
      {/* Asks outside the menu, which closes; mounted once asked, so its code is not loaded before. */}
      {resetDemoData && confirmReset && (
        <ResetDemoDataDialog open onClose={() => setConfirmReset(false)} resetDemoData={resetDemoData} />
      )}
    </span>
  );
}
