// @vitest-environment jsdom
/** Staff users and roles through the generated screens (docs/adding-a-resource.md, step 4). */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declared } from '../../../resources/declared.ts';
import { renderConsole, stubDataProvider, testAuthProvider } from './harness.tsx';

const role = declared('management/role');
const users = declared('management/users');

const staff = [
  {
    id: 'u-0001',
    userId: 'u-0001',
    email: 'admin@demo.test',
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    isActive: true,
  },
];

describe('users', () => {
  it('resets two-factor after confirming', async () => {
    const { spies, dataProvider } = stubDataProvider(staff);
    renderConsole({ path: '/management/users', defs: [users], dataProvider });

    await userEvent.click(await screen.findByRole('button', { name: 'Reset two-factor' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Reset two-factor sign-in of admin@demo\.test\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(spies.runAction).toHaveBeenCalledWith(
        'management/users',
        expect.objectContaining({
          id: 'u-0001',
          action: expect.objectContaining({ name: 'resetTwoFactor' }),
        }),
      ),
    );
    expect(spies.runAction).toHaveBeenCalledTimes(1);
  });

  it('keeps read-only users out of the edit form', async () => {
    const { dataProvider } = stubDataProvider(staff);
    renderConsole({
      path: '/management/users/form/u-0001',
      defs: [users],
      dataProvider,
      authProvider: testAuthProvider(new Set(['list', 'show'])),
    });
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
  });

  it('flags a used e-mail while typing, asking the service once per address, and passes the own one', async () => {
    const { spies, dataProvider } = stubDataProvider(staff);
    spies.lookup.mockImplementation(async (_resource, params) => ({
      isUsed: params.values?.value === 'ops@demo.test',
    }));
    renderConsole({ path: '/management/users/form/u-0001', defs: [users], dataProvider });
    const email = await screen.findByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveValue('admin@demo.test'));

    await userEvent.clear(email);
    await userEvent.type(email, 'ops@demo.test');
    expect(await screen.findByText('This e-mail is already used by another staff user')).toBeInTheDocument();
    expect(spies.lookup).toHaveBeenCalledWith(
      'management/users',
      expect.objectContaining({
        path: 'employee/check_admin_email/{value}',
        values: { value: 'ops@demo.test' },
      }),
    );
    expect(spies.lookup.mock.calls.filter(([, p]) => p.values?.value === 'ops@demo.test')).toHaveLength(1);

    await userEvent.clear(email);
    await userEvent.type(email, 'admin@demo.test');
    await waitFor(() =>
      expect(screen.queryByText('This e-mail is already used by another staff user')).not.toBeInTheDocument(),
    );
    expect(spies.lookup.mock.calls.some(([, p]) => p.values?.value === 'admin@demo.test')).toBe(false);
  });
});

describe('roles', () => {
  const menuList = [
    { menuName: 'ประกาศระบบ', menuNameEn: 'System Announcement' },
    { menuName: 'ผู้ใช้งาน', menuNameEn: 'Users' },
  ];

  it('builds the matrix from the menu list, refuses no menu, and saves every menu with its actions', async () => {
    const { spies, dataProvider } = stubDataProvider([]);
    spies.lookup.mockResolvedValue(menuList);
    renderConsole({ path: '/management/role/form/create', defs: [role], dataProvider });

    await userEvent.type(await screen.findByLabelText(/^Role name/), 'Desk');
    const exportUsers = await screen.findByRole('checkbox', { name: 'ผู้ใช้งาน (Users): Export' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one menu')).toBeInTheDocument();
    expect(spies.create).not.toHaveBeenCalled();

    await userEvent.click(exportUsers);
    expect(screen.getByRole('checkbox', { name: 'ผู้ใช้งาน (Users): View' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(spies.create).toHaveBeenCalledTimes(1));
    expect(spies.create.mock.calls[0][1].data).toMatchObject({
      roleName: 'Desk',
      menus: [
        { menuName: 'ประกาศระบบ', actions: 'N/A' },
        { menuName: 'ผู้ใช้งาน', actions: 'view, export' },
      ],
    });
  });
});
