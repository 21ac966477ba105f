/** The side menu: the groups of the registry's menus (docs/routes.md); items and groups follow canAccess. */
import { Box, MenuList, Typography } from '@mui/material';
import {
  Menu,
  useAuthProvider,
  useCanAccessResources,
  useGetResourceLabel,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import type { PaymentAuthProvider } from '../auth/authProvider.ts';
import { useMenuContext } from '../auth/menuContext.tsx';
import { useIntent } from '../loading/index.ts';
import { PathOnlyLocation } from './PathOnlyLocation.tsx';
import { TODAY_PATH } from '../auth/landing.ts';
import TodayIcon from '@mui/icons-material/Today';

/**
 * The answers of the session the guard has verified (`verifiedAccess`), or undefined before it is: the
 * menu then shows in the screen's first render instead of one render per answer after it.
 */
function verifiedListAccess(
  authProvider: PaymentAuthProvider | undefined,
  names: readonly string[],
): Record<string, boolean> | undefined {
  const answers: Record<string, boolean> = {};
  for (const name of names) {
    const answer = authProvider?.verifiedAccess?.({ resource: name, action: 'list' });
    if (answer === undefined) return undefined;
    answers[name] = answer;
  }
  return answers;
}

function MenuGroupSection({ group }: { group: string }) {
  const translate = useTranslate();
  const authProvider = useAuthProvider<PaymentAuthProvider>();
  const resourceLabel = useGetResourceLabel();
  const [open] = useSidebarState();
  const { menus, icon, prepare } = useMenuContext();
  const intent = useIntent();
  // The screen's declaration, code and first page start loading before the click.
  const ready = (resource: string) => {
    prepare?.(resource);
    intent({ resource });
  };
  const items = menus.entries.filter((m) => m.group === group && !m.hidden);
  const names = items.map((m) => m.resource);
  // react-admin still asks canAccess for the group, which answers from the same session.
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: names,
    initialData: verifiedListAccess(authProvider, names),
  });
  if (isPending || !canAccess || !names.some((name) => canAccess[name])) return null;
  const id = `menu-group-${group}`;
  const label = translate(`pa.menu.groups.${group}`);
  // The heading sits outside the role="menu" list, which may hold only menu items (axe).
  return (
    <Box component="section" aria-labelledby={open ? id : undefined} aria-label={open ? undefined : label}>
      {open && (
        <Typography
          id={id}
          component="h2"
          sx={{
            lineHeight: '36px',
            fontWeight: 600,
            fontSize: '0.875rem',
            color: 'text.secondary',
            px: 2,
            m: 0,
          }}
        >
          {label}
        </Typography>
      )}
      <MenuList
        dense
        aria-labelledby={open ? id : undefined}
        aria-label={open ? undefined : label}
        sx={{ py: 0 }}
      >
        {items.map((menu) =>
          canAccess[menu.resource] ? (
            // Each item sees the location change only when what it shows can (PathOnlyLocation.tsx).
            // react-admin's resource item, without its own canAccess query per item: the group's answer
            // decides (one query, not one per item, each rendering the menu again when it came).
            <PathOnlyLocation key={menu.key} paths={[menu.path]}>
              <Menu.Item
                to={menu.path}
                state={{ _scrollToTop: true }}
                primaryText={resourceLabel(menu.resource, 2)}
                leftIcon={icon(menu.icon)}
                onPointerEnter={() => ready(menu.resource)}
                onFocus={() => ready(menu.resource)}
              />
            </PathOnlyLocation>
          ) : null,
        )}
      </MenuList>
    </Box>
  );
}

/** The start page, first in the menu for everyone signed in; the pointer on it starts its counts. */
function TodayItem() {
  const translate = useTranslate();
  const intent = useIntent();
  const label = translate('pa.menu.today');
  const ready = () => intent({ resource: TODAY_PATH.slice(1), queues: true });
  return (
    <MenuList dense aria-label={label} sx={{ py: 0 }}>
      <PathOnlyLocation paths={[TODAY_PATH]}>
        <Menu.Item
          to={TODAY_PATH}
          state={{ _scrollToTop: true }}
          primaryText={label}
          leftIcon={<TodayIcon />}
          onPointerEnter={ready}
          onFocus={ready}
        />
      </PathOnlyLocation>
    </MenuList>
  );
}

export function SideMenu() {
  const translate = useTranslate();
  const { menus } = useMenuContext();
  // react-admin's Menu is a role="menu" list; with group headings inside it is a navigation landmark,
  // and each group below is its own menu.
  return (
    <Menu component="nav" role={undefined} aria-label={translate('pa.menu.label')} sx={{ pb: 2 }}>
      <TodayItem />
      {menus.groups.map((group) => (
        <MenuGroupSection key={group} group={group} />
      ))}
    </Menu>
  );
}
