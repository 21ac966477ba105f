// @vitest-environment jsdom
/**
 * The user menu's "Reset demo data": offered in mock mode only, asks first, and clears the stored
 * changes to the demo data (the browser then reloads; the e2e test follows it through the reload).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n/index.ts';
import { registry } from '../../../resources/declared.ts';
import { resetDemoData } from '../../../mocks/browser.ts';
import { MOCK_DB_STORAGE_KEY } from '../../../mocks/db/index.ts';
import { ConfigProvider } from '../../../src/config/context.tsx';
import type { AppConfig } from '../../../src/config/types.ts';
import { AccountMenu } from '../../../src/layout/AccountMenu.tsx';
import { ShellProvider } from '../../../src/layout/shellContext.tsx';

const i18nProvider = createI18nProvider(registry);
const shipped = JSON.parse(readFileSync(resolve(process.cwd(), 'public/config.json'), 'utf8')) as AppConfig;

const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () => Promise.resolve({ id: 'u-0001', fullName: 'สมชาย ใจดี' }),
};

function renderMenu(mockEnabled: boolean) {
  const config: AppConfig = { ...shipped, mock: { ...shipped.mock, enabled: mockEnabled } };
  return render(
    <TestMemoryRouter>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        <ConfigProvider config={config}>
          {/* As src/App.tsx does: the reset is lent to the shell in mock mode only. */}
          <ShellProvider value={mockEnabled ? { resetDemoData: () => resetDemoData(config) } : {}}>
            <AccountMenu />
          </ShellProvider>
        </ConfigProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Profile' }));
  return screen.findByRole('menu');
}

describe('reset demo data in the user menu', () => {
  beforeEach(async () => {
    await i18nProvider.changeLocale('en');
    window.localStorage.setItem(MOCK_DB_STORAGE_KEY, '{"seed":20261101,"tables":{}}');
  });
  afterEach(async () => {
    window.localStorage.clear();
    await i18nProvider.changeLocale('th');
  });

  it('is offered in mock mode, asks first, and Cancel keeps the changes', async () => {
    renderMenu(true);
    const menu = await openMenu();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Reset demo data' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Every change made to the demo data goes back to the original. Continue?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(MOCK_DB_STORAGE_KEY)).not.toBeNull();
  });

  it('drops the stored changes after confirming', async () => {
    renderMenu(true);
    const menu = await openMenu();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Reset demo data' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    // The mock code is loaded on first use, which takes a moment.
    await waitFor(() => expect(window.localStorage.getItem(MOCK_DB_STORAGE_KEY)).toBeNull(), {
      timeout: 10_000,
    });
  });

  it('is not offered when mock mode is off', async () => {
    renderMenu(false);
    const menu = await openMenu();
    // The items load with their code when the menu first opens.
    expect(await within(menu).findByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });
});
