// @vitest-environment jsdom
/**
 * A switch or a declared action refused because the record changed since it was shown
 * (docs/api-contract.md, "Versions and conflicts"), over the real data provider and HTTP client: the
 * conflict part says who and when and compares, field by field, the record as it was shown with the
 * current one; "do it again" sends the same call once more, on top of the current version; "take the
 * current one" sends nothing and shows the current record.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'react-admin';
import { withConflictWords } from '../../support/conflictWords.ts';
import { declared } from '../../../resources/declared.ts';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { envelope, json, recordingFetch, testConfig } from '../../unit/data/fixtures.ts';
import { renderConsole, testI18nProvider } from './harness.tsx';
import { expectConsoleError } from '../../setup/console.ts';

const users = declared('management/users');

const shown = {
  userId: 'u-0001',
  email: 'admin@demo.test',
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  isActive: true,
  version: 1,
};
const theirs = {
  ...shown,
  firstname: 'สมหญิง',
  version: 2,
  updatedBy: 'สุดา รักงาน',
  updatedAt: '2026-11-28T10:05:00+07:00',
};

/** The English test messages with the conflict part's words. */
const i18n = (): I18nProvider => withConflictWords(testI18nProvider([users]));

/** A service whose staff user changed after the list was shown: the first write is refused with 412. */
function backend() {
  let current: Record<string, unknown> = shown;
  let refused = false;
  const { fetch, calls } = recordingFetch((call) => {
    if (call.method === 'GET') {
      if (/\/employee\/u-0001$/.test(call.url.pathname)) return json(current);
      if (/\/employee$/.test(call.url.pathname)) return json(envelope([current]));
      return json(envelope([]));
    }
    if (!refused) {
      refused = true;
      current = theirs;
      return json({ message: 'Staff user u-0001 was changed', code: 'conflict', current: theirs }, 412);
    }
    current = { ...current, version: Number(current.version) + 1 };
    return json(current);
  });
  const http = createHttpClient({ config: testConfig, getAccessToken: async () => 'token', fetch });
  const dataProvider = createDataProvider({ http, resources: [users] });
  const writes = () => calls.filter((call) => call.method !== 'GET');
  const reads = () => calls.filter((call) => call.method === 'GET').length;
  return { dataProvider, writes, reads };
}

/** Opens the list, runs `start` (a switch or an action, confirmed), and waits for the conflict part. */
async function refused(start: () => Promise<void>) {
  // react-query logs the refused call.
  expectConsoleError(/HttpError/);
  const service = backend();
  renderConsole({
    path: '/management/users',
    defs: [users],
    dataProvider: service.dataProvider,
    i18nProvider: i18n(),
  });
  await screen.findByText('admin@demo.test');
  await start();
  const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
  return { ...service, dialog };
}

async function confirm() {
  const question = await screen.findByRole('dialog');
  await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
}

const toggle = async () => {
  await userEvent.click(screen.getByRole('switch', { name: /^Deactivate: / }));
  await confirm();
};

const resetTwoFactor = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Reset two-factor' }));
  await confirm();
};

describe.each([
  { kind: 'a switch', start: toggle, path: /\/employee\/u-0001\/toggle_active$/ },
  { kind: 'a declared action', start: resetTwoFactor, path: /\/employee\/reset-two-factor\/u-0001$/ },
])('$kind refused because the record changed', ({ start, path }) => {
  it('says who and when and compares the record as shown with the current one', async () => {
    const { dialog, writes } = await refused(start);
    expect(
      within(dialog).getByText(/สุดา รักงาน changed this record at .*so nothing was done/),
    ).toBeInTheDocument();
    const table = within(dialog).getByTestId('conflict-table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Field', 'As you saw it', 'Current value']);
    const row = within(table).getByRole('row', { name: /First name/ });
    expect(within(row).getByText('สมชาย')).toBeInTheDocument();
    expect(within(row).getByText('สมหญิง')).toBeInTheDocument();
    // Only the field that differs.
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(writes()).toHaveLength(1);
    expect(writes()[0].url.pathname).toMatch(path);
    expect(writes()[0].headers.get('If-Match')).toBe('"1"');
  });

  it('"do it again" sends the call once more, on top of the current version', async () => {
    const { dialog, writes } = await refused(start);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Do it again on the current version' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1].url.pathname).toMatch(path);
    expect(writes()[1].headers.get('If-Match')).toBe('"2"');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Someone else changed this record' })).toBeNull(),
    );
    // Nothing more is sent.
    expect(writes()).toHaveLength(2);
  });

  it('"take the current one" sends nothing and reads the current record', async () => {
    const { dialog, writes, reads } = await refused(start);
    const before = reads();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take the current one' }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    // The read answers, then the page renders it: in a full run on two cores that can take over the
    // default second.
    expect(await screen.findByText('สมหญิง', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Someone else changed this record' })).toBeNull();
    expect(writes()).toHaveLength(1);
  });
});
