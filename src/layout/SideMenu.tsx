/** The side menu: four groups of spec §2 built from the menu table; items and groups follow canAccess. */
import { Box, ListSubheader, MenuList } from '@mui/material';
import { Menu, useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { MENU_GROUPS, MENUS, type MenuGroup } from '../auth/menus.ts';
import { menuIcon } from './menuIcons.tsx';

const resourceOf = (path: string) => path.slice(1);

function MenuGroupSection({ group }: { group: MenuGroup }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const items = MENUS.filter((m) => 'group' in m && m.group === group);
  const names = items.map((m) => resourceOf(m.path));
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: names });
  if (isPending || !canAccess || !names.some((name) => canAccess[name])) return null;
  const id = `menu-group-${group}`;
  const label = translate(`pa.menu.groups.${group}`);
  // The heading sits outside the role="menu" list, which may hold only menu items (axe).
  return (
    <Box component="section" aria-labelledby={open ? id : undefined} aria-label={open ? undefined : label}>
      {open && (
        <ListSubheader
          id={id}
          component="h2"
          disableSticky
          sx={{ lineHeight: '36px', fontWeight: 600, fontSize: '0.875rem', bgcolor: 'transparent', m: 0 }}
        >
          {label}
        </ListSubheader>
      )}
      <MenuList
        dense
        aria-labelledby={open ? id : undefined}
        aria-label={open ? undefined : label}
        sx={{ py: 0 }}
      >
        {items.map((menu) =>
          canAccess[resourceOf(menu.path)] ? (
            <Menu.ResourceItem key={menu.key} name={resourceOf(menu.path)} leftIcon={menuIcon(menu.key)} />
          ) : null,
        )}
      </MenuList>
    </Box>
  );
}

export function SideMenu() {
  return (
    // The groups below are the menus; the outer list only holds them (a role="menu" may hold only items).
    <Menu sx={{ pb: 2 }} role="none">
      {MENU_GROUPS.map((group) => (
        <MenuGroupSection key={group} group={group} />
      ))}
    </Menu>
  );
}
