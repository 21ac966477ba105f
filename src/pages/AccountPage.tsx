import {
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Authenticated,
  LocalesMenuButton,
  Title,
  useGetIdentity,
  usePermissions,
  useTranslate,
  useLocaleState,
} from 'react-admin';
import { useMenuCatalogue } from '../auth/menuContext.tsx';
import { NO_ACCESS, type PermissionMap } from '../auth/permissions.ts';
import { useAppConfig } from '../config/context.tsx';
import { resolveUrl } from '../config/load.ts';
import { SettingsMenu } from '../layout/SettingsMenu.tsx';
import { usePartMessages } from '../components/partMessages.ts';

function AccountDetails() {
  usePartMessages('auth');
  const translate = useTranslate();
  const config = useAppConfig();
  const [locale] = useLocaleState();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<PermissionMap>();
  const menus = useMenuCatalogue();
  const roleName = identity && typeof identity.roleName === 'string' ? identity.roleName : '';
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('pa.account.title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('pa.account.title')}
          </Typography>
          <Typography>
            {translate('pa.account.name')}: <strong>{identity?.fullName}</strong>
          </Typography>
          <Typography>
            {translate('pa.account.role')}: <strong data-testid="account-role">{roleName}</strong>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            <Button variant="outlined" href={resolveUrl(config.signOn.forgotPasswordUrl)}>
              {translate('pa.user_menu.change_password')}
            </Button>
            <Typography sx={{ ml: 2 }}>{translate('pa.account.preferences')}:</Typography>
            <LocalesMenuButton />
            <SettingsMenu />
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('pa.account.menus')}
          </Typography>
          <Table size="small" aria-label={translate('pa.account.menus')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('pa.account.menu')}</TableCell>
                <TableCell>{translate('pa.account.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {menus.entries.map((menu) => {
                const actions = permissions?.[menu.key] ?? NO_ACCESS;
                return (
                  <TableRow key={menu.key}>
                    <TableCell>{locale === 'th' ? menu.nameTh : menu.nameEn}</TableCell>
                    <TableCell>
                      {actions === NO_ACCESS ? (
                        <Chip size="small" label={translate('pa.account.no_access')} variant="outlined" />
                      ) : (
                        actions
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** /app/account: who I am, my role's menus and actions, and my display settings. */
export function AccountPage() {
  return (
    <Authenticated>
      <AccountDetails />
    </Authenticated>
  );
}
