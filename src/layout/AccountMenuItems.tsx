/**
 * The user menu's items and the reset's dialog (AccountMenu.tsx): loaded when the pointer or the focus
 * reaches the menu's button, or when the menu opens, not with the first screen.
 */
import AccountCircle from '@mui/icons-material/AccountCircle';
import LockReset from '@mui/icons-material/LockReset';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Confirm, Logout, MenuItemLink, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { errorText } from '../components/errorText.ts';
import { resolveUrl } from '../config/load.ts';
import { useAppConfig } from '../config/context.tsx';

function ChangePasswordItem() {
  const translate = useTranslate();
  const config = useAppConfig();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      component="a"
      href={resolveUrl(config.signOn.forgotPasswordUrl)}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <LockReset fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('pa.user_menu.change_password')}</ListItemText>
    </MenuItem>
  );
}

/** Mock mode only: asks (outside the menu, which closes) before the demo data is reset. */
function ResetDemoDataItem({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onClick();
      }}
    >
      <ListItemIcon>
        <RestartAlt fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('pa.app.reset_demo_data')}</ListItemText>
    </MenuItem>
  );
}

/**
 * Drops every change made to the demo data, then reloads so every screen shows the seed again. The
 * reset is lent by the composition root (src/App.tsx), which loads the mock code on demand.
 */
export function ResetDemoDataDialog({
  open,
  onClose,
  resetDemoData,
}: {
  open: boolean;
  onClose: () => void;
  resetDemoData: () => Promise<void>;
}) {
  const notify = useNotify();
  const [resetting, setResetting] = useState(false);
  const reset = async () => {
    setResetting(true);
    try {
      await resetDemoData();
      window.location.reload();
    } catch (error) {
      setResetting(false);
      onClose();
      notify(errorText(error), { type: 'error' });
    }
  };
  return (
    <Confirm
      isOpen={open}
      loading={resetting}
      title="pa.app.reset_demo_data"
      content="pa.app.reset_demo_data_confirm"
      onConfirm={() => void reset()}
      onClose={onClose}
    />
  );
}

/** The menu's items: account, change password, reset demo data (mock mode, when offered), log out. */
export function AccountMenuItems({ onResetDemoData }: { onResetDemoData?: () => void }) {
  const translate = useTranslate();
  return (
    <>
      <MenuItemLink
        to="/app/account"
        primaryText={translate('pa.user_menu.account')}
        leftIcon={<AccountCircle />}
      />
      <ChangePasswordItem />
      {onResetDemoData && <ResetDemoDataItem onClick={onResetDemoData} />}
      <Logout />
    </>
  );
}
