// @vitest-environment jsdom
/**
 * The conflict part of a generated edit form (docs/api-contract.md, "Versions and conflicts"), over
 * the real data provider and HTTP client: a save refused with 412 shows who changed the record and
 * when, the changed field beside the current value, and keeps the input; "apply mine" saves once, on
 * top of the current version; "take the current one" reloads the form with the current record.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider, I18nProvider } from 'react-admin';
import { withConflictWords } from '../../support/conflictWords.ts';
import { declared } from '../../../resources/declared.ts';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { json, recordingFetch, testConfig } from '../../unit/data/fixtures.ts';
import { draftKey, readDraft } from '../../../src/schema/form/drafts.ts';
import { renderConsole, testAuthProvider, testI18nProvider } from './harness.tsx';
import { expectConsoleError } from '../../setup/console.ts';

const storeType = declared('management/store-type');

const loaded = { storeTypeId: 'T01', storeType: 'Type 01', storeCount: 3, isActive: true, version: 1 };
const theirs = {
  ...loaded,
  storeType: 'Theirs',
  version: 2,
  updatedBy: 'สุดา รักงาน',
  updatedAt: '2026-11-28T10:05:00+07:00',
};

/** The English test messages with the conflict part's words. */
const i18n = (): I18nProvider => withConflictWords(testI18nProvider([storeType]));

/** A backend whose record changed after the form loaded: the first PUT is refused with 412. */
function backend() {
  let current: Record<string, unknown> = loaded;
  let refused = false;
  const { fetch, calls } = recordingFetch((call) => {
    if (call.method === 'GET') return json(current);
    if (!refused) {
      refused = true;
      current = theirs;
      return json({ message: 'Store type T01 was changed', code: 'conflict', current: theirs }, 412);
    }
    current = { ...theirs, ...(JSON.parse(call.body ?? '{}') as object), version: 3 };
    return json(current);
  });
  const http = createHttpClient({ config: testConfig, getAccessToken: async () => 'token', fetch });
  const dataProvider = createDataProvider({ http, resources: [storeType] });
  const puts = () => calls.filter((call) => call.method === 'PUT');
  return { dataProvider, puts };
}

/** Everything allowed, as staff member u-1 (whose drafts are kept under that id). */
const staff: AuthProvider = {
  ...testAuthProvider(new Set(['list', 'show', 'edit', 'create', 'delete'])),
  getIdentity: () => Promise.resolve({ id: 'u-1', fullName: 'Staff' }),
};
const DRAFT = draftKey('u-1', 'management/store-type', 'T01');
const draftValue = () => readDraft(DRAFT)?.values.storeType;

async function saveRefused() {
  // react-query logs the refused save.
  expectConsoleError(/HttpError/);
  sessionStorage.clear();
  const { dataProvider, puts } = backend();
  const locations: string[] = [];
  renderConsole({
    path: '/management/store-type/form/T01',
    defs: [storeType],
    dataProvider,
    authProvider: staff,
    i18nProvider: i18n(),
    onLocation: (location) => locations.push(location.pathname),
  });
  const input = await screen.findByRole('textbox', { name: 'Store type' });
  await waitFor(() => expect(input).toHaveValue('Type 01'));
  await userEvent.clear(input);
  await userEvent.type(input, 'Mine');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
  return { dialog, input, puts, locations };
}

describe('a save refused because the record changed', () => {
  it('says who and when, compares the changed field, and keeps the input', async () => {
    const { dialog, input, puts } = await saveRefused();
    expect(within(dialog).getByText(/สุดา รักงาน changed this record at/)).toBeInTheDocument();
    const row = within(dialog).getByRole('row', { name: /Store type/ });
    expect(within(row).getByText('Mine')).toBeInTheDocument();
    expect(within(row).getByText('Theirs')).toBeInTheDocument();
    // Only the differing field: no row for the fields nobody changed.
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);
    expect(input).toHaveValue('Mine');
    // The draft of what was typed is kept too (drafts.ts).
    expect(draftValue()).toBe('Mine');
    expect(puts().map((call) => call.headers.get('If-Match'))).toEqual(['"1"']);
  });

  it('"apply mine" saves exactly once, on top of the current version', async () => {
    const { dialog, puts, locations } = await saveRefused();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Apply mine on top of the current version' }),
    );
    await waitFor(() => expect(locations.at(-1)).toBe('/management/store-type/view/T01'));
    expect(puts()).toHaveLength(2);
    expect(puts()[1].headers.get('If-Match')).toBe('"2"');
    expect(JSON.parse(puts()[1].body ?? '{}')).toMatchObject({ storeType: 'Mine' });
    expect(screen.queryByRole('dialog', { name: 'Someone else changed this record' })).toBeNull();
  });

  it('"take the current one" reloads the form with the current record and saves nothing', async () => {
    const { dialog, input, puts } = await saveRefused();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take the current one' }));
    await waitFor(() => expect(input).toHaveValue('Theirs'));
    await waitFor(() => expect(draftValue()).toBeUndefined());
    expect(screen.queryByRole('dialog', { name: 'Someone else changed this record' })).toBeNull();
    expect(puts()).toHaveLength(1);
  });
});
