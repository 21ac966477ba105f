/** The side menu: four groups of spec §2 built from the menu table; items and groups follow canAccess. */
import { ListSubheader, MenuList } from '@mui/material';
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
  return (
    <MenuList dense aria-labelledby={id} sx={{ py: 0 }}>
      {open && (
        <ListSubheader
          id={id}
          disableSticky
          sx={{ lineHeight: '36px', fontWeight: 600, bgcolor: 'transparent' }}
        >
          {translate(`pa.menu.groups.${group}`)}
        </ListSubheader>
      )}
      {items.map((menu) =>
        canAccess[resourceOf(menu.path)] ? (
          <Menu.ResourceItem key={menu.key} name={resourceOf(menu.path)} leftIcon={menuIcon(menu.key)} />
        ) : null,
      )}
    </MenuList>
  );
}

export function SideMenu() {
  return (
    <Menu sx={{ pb: 2 }}>
      {MENU_GROUPS.map((group) => (
        <MenuGroupSection key={group} group={group} />
      ))}
    </Menu>
  );
}
