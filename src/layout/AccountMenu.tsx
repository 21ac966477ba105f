import AccountCircle from '@mui/icons-material/AccountCircle';
import LockReset from '@mui/icons-material/LockReset';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Logout, MenuItemLink, UserMenu, useTranslate, useUserMenu } from 'react-admin';
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

/** The signed-in user's first and last name, with account, change password and log out. */
export function AccountMenu() {
  const translate = useTranslate();
  return (
    <UserMenu>
      <MenuItemLink
        to="/app/account"
        primaryText={translate('pa.user_menu.account')}
        leftIcon={<AccountCircle />}
      />
      <ChangePasswordItem />
      <Logout />
    </UserMenu>
  );
}
