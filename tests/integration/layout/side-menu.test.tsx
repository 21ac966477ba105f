/**
 * The side menu starts loading a screen's declaration when the pointer or the keyboard reaches its item
 * (docs/performance.md, "Bytes": declarations load on demand): `prepare` of the menu context, which
 * src/App.tsx points at the lazy registry.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, ResourceDefinitionContextProvider, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../i18n/index.ts';
import { menuIcon } from '../../../resources/catalog/icons.tsx';
import { menuCatalogue, registry } from '../../../resources/declared.ts';
import { MenuCatalogueProvider } from '../../../src/auth/menuContext.tsx';
import { SideMenu } from '../../../src/layout/SideMenu.tsx';

const i18nProvider = createI18nProvider(registry);
const definitions = Object.fromEntries(
  menuCatalogue.entries.map((menu) => [menu.resource, { name: menu.resource, hasList: true }]),
);

function renderMenu(prepare?: (resource: string) => void) {
  return render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} authProvider={{ canAccess: async () => true } as never}>
        <ResourceDefinitionContextProvider definitions={definitions}>
          <MenuCatalogueProvider value={{ menus: menuCatalogue, icon: menuIcon, prepare }}>
            <SideMenu />
          </MenuCatalogueProvider>
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('side menu', () => {
  const users = menuCatalogue.entries.find((menu) => menu.resource === 'management/users');
  if (!users) throw new Error('the users menu is declared');

  it('prepares a screen when the pointer enters its item or the keyboard focuses it', async () => {
    const prepare = vi.fn();
    renderMenu(prepare);
    const item = await screen.findByRole('menuitem', { name: users.nameTh });
    expect(prepare).not.toHaveBeenCalled();
    fireEvent.pointerEnter(item);
    expect(prepare).toHaveBeenLastCalledWith('management/users');
    const other = screen.getByRole('menuitem', { name: 'ประเภทร้านค้า' });
    fireEvent.focus(other);
    expect(prepare).toHaveBeenLastCalledWith('management/store-type');
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('works without it', async () => {
    renderMenu();
    const item = await screen.findByRole('menuitem', { name: users.nameTh });
    fireEvent.pointerEnter(item);
    fireEvent.focus(item);
    expect(item).toHaveAttribute('href', '/management/users');
  });
});
