// @vitest-environment jsdom
/**
 * A record's History and the audit log against the mock backend (msw/node), in the console's own
 * Thai messages (docs/adding-a-resource.md, "History"; docs/api-contract.md, "audit"): a write the mock
 * records shows on the record's page with who, when and each changed field before → after, on a
 * declaration's own view page (a user request) and a settings page too; without the audit service in config.json there is no section and no call. The
 * audit log names the screen and the action in words (a declared action by its screen's label), and
 * its filters by screen, action, user and date reach the service.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../i18n/index.ts';
import { resources } from '../../../resources/declared.ts';
import { formatThaiDate } from '../../../src/components/formatThaiDate.ts';
import { formatMoney } from '../../../src/data/formatMoney.ts';
import { ConfigProvider } from '../../../src/config/context.tsx';
import type { AppConfig } from '../../../src/config/types.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { renderConsole, testAuthProvider } from '../schema/harness.tsx';
import { config, http, requestsTo, startBackend } from '../stores1/harness.tsx';

const { mock, sent } = startBackend();
afterEach(() => {
  mock.db.reset();
  sent.length = 0;
});
afterAll(() => mock.server.close());

const ANNOUNCEMENT = 'ANN0001';
const STORE = 'ST00001';
const NEW_MESSAGE = 'ปิดปรับปรุงระบบคืนวันเสาร์ 00:00–02:00 น.';

const { audit: _audit, ...servicesWithoutAudit } = config.services;
const withoutAudit: AppConfig = { ...config, services: servicesWithoutAudit };

/** A write made through the mock as another screen would, on top of whatever version is there now. */
const writeAnyVersion = (...[service, path, init]: Parameters<typeof http.request>) =>
  http.request(service, path, { ...init, headers: { ...init?.headers, 'If-Match': '*' } });

/**
 * A screen of the console as the administrator sees it, with the console's Thai messages. Resolves
 * with the parts whose messages the screen asked for (the History's load with its section).
 */
function open(path: string, appConfig: AppConfig = config) {
  const Config = ({ children }: { children: ReactNode }) => (
    <ConfigProvider config={appConfig}>{children}</ConfigProvider>
  );
  const i18nProvider = createI18nProvider(resources);
  const partsAsked = vi.spyOn(i18nProvider, 'loadPartMessages');
  renderConsole({
    path,
    defs: resources,
    dataProvider: createDataProvider({ http, resources }),
    authProvider: testAuthProvider(new Set(['list', 'show', 'edit', 'create', 'delete', 'toggle'])),
    http,
    wrapper: Config,
    i18nProvider,
  });
  return { partsAsked };
}

/** The newest event the mock recorded. */
const latestEvent = () => mock.db.tableByName('auditEvents')!.list().at(-1)!;

/** Opens the History section of the page and resolves with its newest event's list item. */
async function openHistory(): Promise<HTMLElement> {
  const history = await screen.findByRole('region', { name: 'ประวัติการเปลี่ยนแปลง' });
  const show = within(history).getByRole('button', { name: 'แสดงประวัติ' });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  // No event is read before the section is opened.
  expect(requestsTo(sent, 'events')).toEqual([]);
  await userEvent.click(show);
  expect(within(history).getByRole('button', { name: 'ซ่อนประวัติ' })).toHaveAttribute('aria-expanded', 'true');
  return (await within(history).findAllByRole('listitem'))[0];
}

/** The changed field's row of an event: its label, then the value before and after. */
function changeRow(event: HTMLElement, label: string): string[] {
  const table = within(event).getByRole('table', { name: 'ข้อมูลที่เปลี่ยน' });
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr')!;
  return [...row.children].map((cell) => cell.textContent ?? '');
}

describe("a record's History", () => {
  it('shows an edit made through the mock: when, who (name and e-mail) and the field before → after', async () => {
    const before = String(mock.db.table('announcements').get(ANNOUNCEMENT)!.message);
    await writeAnyVersion('notification', `announcement/${ANNOUNCEMENT}`, {
      method: 'PUT',
      body: { message: NEW_MESSAGE },
    });
    const recorded = latestEvent();

    const { partsAsked } = open(`/management/announcement/view/${ANNOUNCEMENT}`);
    const latest = await openHistory();
    expect(partsAsked).toHaveBeenCalledWith('history');
    const events = requestsTo(sent, 'events');
    expect(events).toHaveLength(1);
    expect(Object.fromEntries(events[0].url.searchParams)).toMatchObject({
      resource: 'management/announcement',
      recordId: ANNOUNCEMENT,
    });

    const time = latest.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(recorded.at);
    expect(time).toHaveTextContent(formatThaiDate(String(recorded.at), 'th', true));
    expect(latest).toHaveTextContent('แก้ไข');
    expect(latest).toHaveTextContent('โดย สมชาย ใจดี (admin@demo.test)');
    expect(changeRow(latest, 'ข้อความประกาศ')).toEqual(['ข้อความประกาศ', before, NEW_MESSAGE]);
  });

  it('is not shown, and the audit service never called, without the service in config.json', async () => {
    await writeAnyVersion('notification', `announcement/${ANNOUNCEMENT}`, {
      method: 'PUT',
      body: { message: NEW_MESSAGE },
    });
    const { partsAsked } = open(`/management/announcement/view/${ANNOUNCEMENT}`, withoutAudit);
    expect(await screen.findByText(NEW_MESSAGE)).toBeInTheDocument();
    // The section asks for its words when the page first renders, long before the record is in: here
    // nothing asked for them, so no section is coming.
    expect(partsAsked).not.toHaveBeenCalledWith('history');
    expect(screen.queryByRole('region', { name: 'ประวัติการเปลี่ยนแปลง' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'แสดงประวัติ' })).toBeNull();
    expect(requestsTo(sent, 'events')).toEqual([]);
  });

  it("is under a declaration's own view page: a user request, each decision recorded", async () => {
    const request = mock.db
      .table('userRequests')
      .list()
      .find((r) => r.status === 'waiting approve' && r.pendingList.length >= 2)!;
    await writeAnyVersion('merchant', `user_request/${request.id}`, {
      method: 'POST',
      body: { field: request.pendingList[0].field, decision: 'approve', remark: '' },
    });
    open(`/store/user-request/detail/${request.id}`);
    const latest = await openHistory();
    expect(Object.fromEntries(requestsTo(sent, 'events')[0].url.searchParams)).toMatchObject({
      resource: 'store/user-request',
      recordId: request.id,
    });
    // A decision is recorded as the declared action it is (its label), not as an edit.
    expect(latest).toHaveTextContent('อนุมัติคำขอโดย สมชาย ใจดี (admin@demo.test)');
    expect(latest).not.toHaveTextContent('แก้ไข');
    // The statuses by their labels, not their stored codes.
    expect(changeRow(latest, 'สถานะ')).toEqual(['สถานะ', 'รออนุมัติ', 'อนุมัติบางส่วน']);
  });

  it("is under a settings page: the settings' one record, read by its screen", async () => {
    await writeAnyVersion('payment', 'qr_code/amount', { method: 'PUT', body: { amount: 1234 } });
    open('/management/qr-code');
    const latest = await openHistory();
    const query = Object.fromEntries(requestsTo(sent, 'events')[0].url.searchParams);
    expect(query.resource).toBe('management/qr-code');
    expect(query).not.toHaveProperty('recordId');
    expect(latest).toHaveTextContent('แก้ไข');
    expect(latest).toHaveTextContent('โดย สมชาย ใจดี (admin@demo.test)');
    const label = 'วงเงินสูงสุดต่อรายการ (บาท)';
    // Money as the page shows it (THB, two decimals), not the stored number.
    expect(changeRow(latest, label)).toEqual([label, formatMoney(50000), formatMoney(1234)]);
    expect(formatMoney(1234)).not.toBe('1234');
  });
});

/** The Thai label a declaration gives a field. */
const labelOf = (resource: string, field: string) =>
  resources.find((r) => r.name === resource)!.i18n.th.fields[field];

/** A master list's Thai names by value, from the mock's own rows. */
function masterNames(list: string): Map<string, string> {
  const rows = mock.db
    .tableByName('masterLists')!
    .list()
    .filter((row) => row.list === list);
  return new Map(rows.map((row) => [String(row.value), String(row.name)]));
}

/** What the event says was done: the text after the time on its first line. */
const doneText = (event: HTMLElement) => event.querySelector('p')!.textContent!.split(' · ').at(-1);

describe("a record's History in words", () => {
  it("shows a store's status by its label, master values by their names and a list of services as added and removed", async () => {
    const store = mock.db.table('merchants').get(STORE)!;
    const groups = masterNames('customerGroup');
    const services = masterNames('service');
    const group = [...groups.keys()].find((v) => v !== store.customerGroup)!;
    const had = store.service as string[];
    const added = [...services.keys()].find((v) => !had.includes(v))!;
    const removed = had[0];
    const status = store.status === 'Production' ? 'Test' : 'Production';
    await writeAnyVersion('merchant', `merchant/${STORE}/update_customer_group`, {
      method: 'PUT',
      body: { customerGroup: group },
    });
    await writeAnyVersion('merchant', `merchant/${STORE}`, {
      method: 'PUT',
      body: { status, service: [...had.filter((v) => v !== removed), added] },
    });

    open(`/store/store-detail/view/${STORE}/tab/general`);
    const latest = await openHistory();
    const earlier = within(screen.getByRole('region', { name: 'ประวัติการเปลี่ยนแปลง' })).getAllByRole(
      'listitem',
    )[1];
    expect(doneText(latest)).toBe('แก้ไข');
    const statusLabel = { Test: 'ทดสอบ', Production: 'ใช้งานจริง' };
    const statusField = labelOf('store/store-detail', 'status');
    expect(changeRow(latest, statusField)).toEqual([
      statusField,
      statusLabel[store.status],
      statusLabel[status],
    ]);
    const groupField = labelOf('store/store-detail', 'customerGroup');
    await waitFor(() =>
      expect(changeRow(earlier, groupField)).toEqual([
        groupField,
        groups.get(String(store.customerGroup)),
        groups.get(group),
      ]),
    );
    const serviceField = labelOf('store/store-detail', 'service');
    await waitFor(() => {
      const [, diff] = changeRow(latest, serviceField);
      expect(diff).toContain(`เพิ่ม ${services.get(added)}`);
      expect(diff).toContain(`นำออก ${services.get(removed)}`);
    });
    expect(latest.textContent).not.toMatch(/[[\]{}"]/);
  });

  it("shows one payment channel switched off as that, by the channel's name and state, never the list as JSON", async () => {
    const bank = mock.db
      .table('banks')
      .list()
      .find((b) => b.channels.filter((c) => c.isActive).length > 0)!;
    const channel = bank.channels.find((c) => c.isActive)!.channel;
    await writeAnyVersion('payment', `bank/${bank.bankCode}/paymentChannel/${channel}/toggle_active`, {
      method: 'PUT',
    });

    open(`/management/payment-channel/view/${bank.bankCode}`);
    const latest = await openHistory();
    expect(doneText(latest)).toBe('ปิดใช้งาน');
    const field = labelOf('management/payment-channel', 'channels');
    expect(changeRow(latest, field)).toEqual([field, `${channel}: สถานะใช้งาน ใช้งาน → ไม่ใช้งาน`]);
    expect(latest.textContent).not.toMatch(/[[\]{}"]|isActive|true|false/);
  });

  it("holds what another screen wrote to the record: a branch switched off from the store's Branches tab", async () => {
    const branch = mock.db
      .table('branches')
      .list()
      .find((b) => b.isActive === true)!;
    // The store's Branches tab (store/branch) switches a branch with this call.
    await writeAnyVersion('merchant', `branch/${branch.branchId}/toggle_active`, { method: 'PUT' });
    open(`/store/store-detail-branch/view/${branch.storeId}/${branch.branchId}/general`);
    const latest = await openHistory();
    const query = Object.fromEntries(requestsTo(sent, 'events')[0].url.searchParams);
    expect(query).toMatchObject({
      resource: 'store/store-detail-branch',
      entity: 'merchant/branches',
      recordId: String(branch.branchId),
    });
    expect(doneText(latest)).toBe('ปิดใช้งาน');
    const field = labelOf('store/store-detail-branch', 'isActive');
    expect(changeRow(latest, field)).toEqual([field, 'ใช้งาน', 'ไม่ใช้งาน']);
  });
});

describe('the audit log', () => {
  /** The body rows of the log's table. */
  const rows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

  it('names the screen and the action in words, a declared action by its label', async () => {
    await writeAnyVersion('merchant', `merchant/${STORE}/toggle_active`, { method: 'PUT' });
    await writeAnyVersion('merchant', `merchant/${STORE}/send_success_mail`, { method: 'PUT' });
    open('/management/audit-log');

    await waitFor(() => expect(rows()[0]).toHaveTextContent('ส่งอีเมลแจ้งผลสำเร็จ'));
    const [mail, toggle] = rows();
    for (const row of [mail, toggle]) {
      expect(row).toHaveTextContent(STORE);
      expect(row).toHaveTextContent('admin@demo.test');
      // The store screen's menu name, not `store/store-detail`.
      expect(row).toHaveTextContent('ข้อมูลร้านค้า');
      expect(row).not.toHaveTextContent('store/store-detail');
    }
    expect(mail).not.toHaveTextContent('sendSuccessMail');
    expect(toggle).toHaveTextContent('เปิด/ปิดใช้งาน');
  });

  it("filters by screen, then by one of that screen's actions, offered in words", async () => {
    await writeAnyVersion('merchant', `merchant/${STORE}/toggle_active`, { method: 'PUT' });
    await writeAnyVersion('merchant', `merchant/${STORE}/send_success_mail`, { method: 'PUT' });
    open('/management/audit-log');
    await waitFor(() => expect(rows().length).toBeGreaterThan(2));

    await userEvent.click(screen.getByRole('combobox', { name: 'หน้าจอ' }));
    const screens = within(await screen.findByRole('listbox'));
    expect(screens.getByRole('option', { name: 'ประกาศระบบ' })).toBeDefined();
    await userEvent.click(screens.getByRole('option', { name: 'ข้อมูลร้านค้า' }));
    await waitFor(() =>
      expect(requestsTo(sent, 'events').at(-1)!.url.searchParams.get('resource')).toBe('store/store-detail'),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));

    await userEvent.click(screen.getByRole('combobox', { name: 'การดำเนินการ' }));
    const actions = within(await screen.findByRole('listbox'));
    expect(actions.getAllByRole('option').map((option) => option.textContent?.trim())).toEqual([
      // react-admin's empty choice, then the four every record may undergo, then the store's own.
      '',
      'สร้าง',
      'แก้ไข',
      'ลบ',
      'เปิด/ปิดใช้งาน',
      'ส่งอีเมลแจ้งผลสำเร็จ',
    ]);
    await userEvent.click(actions.getByRole('option', { name: 'ส่งอีเมลแจ้งผลสำเร็จ' }));
    await waitFor(() =>
      expect(Object.fromEntries(requestsTo(sent, 'events').at(-1)!.url.searchParams)).toMatchObject({
        resource: 'store/store-detail',
        action: 'sendSuccessMail',
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('ส่งอีเมลแจ้งผลสำเร็จ');
  });

  it('filters by user: a part of the name or e-mail', async () => {
    open('/management/audit-log');
    await waitFor(() => expect(rows().length).toBeGreaterThan(2));
    await userEvent.type(screen.getByRole('textbox', { name: 'ผู้ใช้งาน (ชื่อหรืออีเมล)' }), 'staff0005');
    await waitFor(() =>
      expect(requestsTo(sent, 'events').at(-1)!.url.searchParams.get('actor')).toBe('staff0005'),
    );
    // The seeded events by that staff member: the edits of the second and fourth announcements.
    await waitFor(() => expect(rows()).toHaveLength(2));
    for (const row of rows()) expect(row).toHaveTextContent('staff0005@demo.test');
  });

  it('filters by date: the events of the days chosen', async () => {
    const filter = { StartDate: '2026-10-27', EndDate: '2026-10-27' };
    open(`/management/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    await waitFor(() => expect(requestsTo(sent, 'events').length).toBeGreaterThan(0));
    const query = requestsTo(sent, 'events').at(-1)!.url.searchParams;
    expect([query.get('StartDate'), query.get('EndDate')]).toEqual(['2026-10-27', '2026-10-27']);
    // The seed's first day: the first announcement created, then edited.
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('แก้ไข'),
      expect.stringContaining('สร้าง'),
    ]);
  });
});
