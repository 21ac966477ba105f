import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createHttpClient } from '../../../src/data/http.ts';
import { fetchMasterList, masterListQueryKey, toMasterEntries } from '../../../src/data/masterLists.ts';
import { MASTER_LIST_CATALOG } from '../../../resources/catalog/masterLists.ts';
import { json, recordingFetch, testConfig } from './fixtures.ts';

function client() {
  const recorder = recordingFetch(() => json([{ name: 'บางรัก', value: '1004', imageUrl: null }]));
  const http = createHttpClient({
    config: testConfig,
    getAccessToken: async () => 'token',
    fetch: recorder.fetch,
  });
  return { http, calls: recorder.calls };
}

describe('fetchMasterList', () => {
  it('gives the fixed adjust-transaction options without a call', async () => {
    const { http, calls } = client();
    expect(await fetchMasterList(http, MASTER_LIST_CATALOG, 'adjustTransaction')).toEqual([
      { name: 'Adjust Transaction', value: 'true' },
      { name: 'Not Adjust Transaction', value: 'false' },
    ]);
    expect(calls).toHaveLength(0);
  });

  it.each([undefined, null, '', '  '])('a dependent list with parent %j makes no call', async (parent) => {
    const { http, calls } = client();
    expect(await fetchMasterList(http, MASTER_LIST_CATALOG, 'district', parent)).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('puts the parent into the path, encoded', async () => {
    const { http, calls } = client();
    expect(await fetchMasterList(http, MASTER_LIST_CATALOG, 'district', '10')).toEqual([
      { name: 'บางรัก', value: '1004', imageUrl: null },
    ]);
    expect(calls[0].url.pathname).toBe('/mock-api/master/master/province/10/district');
    await fetchMasterList(http, MASTER_LIST_CATALOG, 'paymentChannel', 'A/B');
    expect(calls[1].url.pathname).toBe('/mock-api/master/master/payment_channel/A%2FB');
  });

  it('report type goes to the reporting service with the bearer token', async () => {
    const { http, calls } = client();
    await fetchMasterList(http, MASTER_LIST_CATALOG, 'reportType');
    expect(calls[0].url.href).toBe('http://reporting.test/api/report/report_type');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer token');
    expect(calls[0].headers.has('x-api-key')).toBe(false);
  });
});

describe('toMasterEntries', () => {
  it('accepts a bare array or one wrapped in items / data', () => {
    const entry = { name: 'ธนาคารกสิกรไทย', value: 'KBANK', imageUrl: '/banks/kbank.png' };
    expect(toMasterEntries([entry])).toEqual([entry]);
    expect(toMasterEntries({ items: [entry] })).toEqual([entry]);
    expect(toMasterEntries({ data: [entry] })).toEqual([entry]);
  });

  it.each([[{}], ['x'], [[{ value: '1' }]], [[{ name: 'x', value: {} }]]])('rejects %j', (answer) => {
    expect(() => toMasterEntries(answer)).toThrow(HttpError);
  });
});

describe('masterListQueryKey', () => {
  it('caches each parent separately and treats an empty parent as none', () => {
    expect(masterListQueryKey('district', 10)).toEqual(['masterList', 'district', '10']);
    expect(masterListQueryKey('district', '')).toEqual(['masterList', 'district', null]);
  });
});
