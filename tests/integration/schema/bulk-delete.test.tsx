// @vitest-environment jsdom
/**
 * A delete of the selected rows (react-admin's bulk delete button on a generated list), over the real
 * data provider and HTTP client: each row is deleted on top of the version the list showed it at
 * (docs/api-contract.md, "Versions and conflicts"), never without If-Match.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declared } from '../../../resources/declared.ts';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { envelope, json, recordingFetch, testConfig } from '../../unit/data/fixtures.ts';
import { renderConsole } from './harness.tsx';

const announcement = declared('management/announcement');

const rows = [
  { id: 'ANN0001', message: 'first', time: '2026-11-22T09:30:00', isActive: true, version: 3 },
  { id: 'ANN0002', message: 'second', time: '2026-11-22T09:31:00', isActive: true, version: 7 },
  { id: 'ANN0003', message: 'third', time: '2026-11-22T09:32:00', isActive: true, version: 1 },
];

describe('a delete of the selected rows', () => {
  it('sends each row’s version as the list showed it', async () => {
    const { fetch, calls } = recordingFetch((call) =>
      call.method === 'GET' ? json(envelope(rows)) : json({}),
    );
    const http = createHttpClient({ config: testConfig, getAccessToken: async () => 'token', fetch });
    const dataProvider = createDataProvider({ http, resources: [announcement] });
    renderConsole({ path: '/management/announcement', defs: [announcement], dataProvider });

    const first = (await screen.findByText('first')).closest('tr')!;
    const second = screen.getByText('second').closest('tr')!;
    await userEvent.click(within(first).getByRole('checkbox'));
    await userEvent.click(within(second).getByRole('checkbox'));
    // The selection's button, not a row's own.
    const bulkDelete = screen
      .getAllByRole('button', { name: 'Delete' })
      .find((button) => !button.closest('tbody'))!;
    await userEvent.click(bulkDelete);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    const deletes = () => calls.filter((call) => call.method === 'DELETE');
    await waitFor(() => expect(deletes()).toHaveLength(2));
    const sent = deletes()
      .map((call) => [call.url.pathname.split('/').at(-1), call.headers.get('If-Match')])
      .sort();
    expect(sent).toEqual([
      ['ANN0001', '"3"'],
      ['ANN0002', '"7"'],
    ]);
  });
});
