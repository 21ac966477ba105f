// @vitest-environment jsdom
/** The data hooks inside react-admin's own context: master lists, CSV export and server download. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Papa from 'papaparse';
import { CoreAdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { useCsvExport, useServerDownload } from '../../../src/data/csvExport.ts';
import { createHttpClient } from '../../../src/data/http.ts';
import { MASTER_LIST_CATALOG } from '../../../resources/catalog/masterLists.ts';
import {
  HttpClientProvider,
  MasterListCatalogProvider,
  useMasterList,
} from '../../../src/data/masterLists.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { declared } from '../../../resources/declared.ts';
import { envelope, testConfig, testResource } from '../../unit/data/fixtures.ts';

const storeType = declared('management/store-type');

const MASTER = `${window.location.origin}/mock-api/master`;
const REPORTING = 'http://reporting.test/api';

const qrTransaction = testResource({
  path: 'transaction',
  idField: 'transactionNo',
  service: 'reporting',
  endpoints: { list: 'report/transaction/GetTransactionByPaymentAdmin' },
  export: {
    mode: 'server',
    path: 'report/transaction/GetTransactionByPaymentAdminExcel',
    fileNamePrefix: 'Transaction_',
    extension: 'zip',
  },
});

const categories = Array.from({ length: 7 }, (_, index) => ({
  storeTypeId: `C${index + 1}`,
  storeType: index === 0 ? '=HYPERLINK("x")' : `ประเภท ${index + 1}`,
  storeCount: index * 10,
  isActive: index % 2 === 0,
}));

let masterCalls: string[] = [];
let exportRequests = 0;

const server = setupServer(
  http.get(`${MASTER}/master/province`, ({ request }) => {
    masterCalls.push(new URL(request.url).pathname);
    return HttpResponse.json([{ name: 'กรุงเทพมหานคร', value: '10' }]);
  }),
  http.get(`${MASTER}/master/province/:id/district`, ({ request, params }) => {
    masterCalls.push(new URL(request.url).pathname);
    return HttpResponse.json([{ name: `เขต ${String(params.id)}`, value: `${String(params.id)}01` }]);
  }),
  http.get(`${MASTER}/merchant_category`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('PageNumber'));
    const size = Number(query.get('PageSize'));
    return HttpResponse.json(
      envelope(categories.slice((page - 1) * size, page * size), categories.length, page, size),
    );
  }),
  http.get(`${REPORTING}/report/transaction/GetTransactionByPaymentAdminExcel`, async ({ request }) => {
    exportRequests += 1;
    const query = new URL(request.url).searchParams;
    await delay(50);
    if (query.get('fail') === 'yes')
      return new HttpResponse('No transactions in this period', { status: 400 });
    if (query.get('slow') === 'yes') await delay(5_000);
    return new HttpResponse(new TextEncoder().encode('zip'), {
      headers: { 'Content-Disposition': 'attachment; filename="Transaction_20260101_000000.zip"' },
    });
  }),
);

const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, resources: { [storeType.name]: { fields: storeType.i18n.en.fields } } }),
  'en',
);

function wrapper({ children }: { children?: ReactNode }) {
  const client = createHttpClient({ config: testConfig, getAccessToken: async () => 'staff-token' });
  const dataProvider = createDataProvider({ http: client, resources: [storeType, qrTransaction] });
  return (
    <CoreAdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <HttpClientProvider value={client}>
        <MasterListCatalogProvider value={MASTER_LIST_CATALOG}>{children}</MasterListCatalogProvider>
      </HttpClientProvider>
    </CoreAdminContext>
  );
}

/** Captures what saveBlob hands to the browser: the blob and the download name. */
let downloads: { blob: Blob; fileName: string }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, object as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ blob, fileName: this.download });
  });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  masterCalls = [];
  exportRequests = 0;
  downloads = [];
});
afterAll(() => server.close());

describe('useMasterList', () => {
  it('makes no call for a district list until a province is chosen', async () => {
    const { result, rerender } = renderHook(({ province }) => useMasterList('district', province), {
      wrapper,
      initialProps: { province: '' },
    });
    expect(result.current).toMatchObject({ data: [], isLoading: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(masterCalls).toEqual([]);

    rerender({ province: '10' });
    await waitFor(() =>
      expect(result.current.data).toEqual([{ name: 'เขต 10', value: '1001', imageUrl: null }]),
    );
    expect(masterCalls).toEqual(['/mock-api/master/master/province/10/district']);
  });

  it('fetches a list once for the session, however many inputs use it', async () => {
    const { result } = renderHook(() => [useMasterList('province'), useMasterList('province')], { wrapper });
    await waitFor(() => expect(result.current[1].data).toHaveLength(1));
    expect(result.current[0].data).toEqual([{ name: 'กรุงเทพมหานคร', value: '10', imageUrl: null }]);
    expect(masterCalls).toEqual(['/mock-api/master/master/province']);
  });
});

describe('useCsvExport', () => {
  it('exports every page with translated headers and reports progress', async () => {
    const { result } = renderHook(() => useCsvExport(storeType), { wrapper });
    expect(result.current.exporting).toBe(false);

    let run: Promise<void> = Promise.resolve();
    act(() => {
      run = result.current.start({}, { field: 'storeTypeId', order: 'ASC' });
    });
    expect(result.current.exporting).toBe(true);
    await act(() => run);

    expect(result.current).toMatchObject({ exporting: false, progress: null, error: null });
    expect(downloads).toHaveLength(1);
    expect(downloads[0].fileName).toMatch(/^store-type_\d{8}_\d{6}\.csv$/);
    // Blob.text() strips a BOM, so read the bytes as Excel would.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await downloads[0].blob.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Type ID', 'Store type', 'Stores', 'Active']);
    expect(rows).toHaveLength(8);
    expect(rows[1]).toEqual(['C1', `'=HYPERLINK("x")`, '0', 'Yes']);
    expect(rows[2]).toEqual(['C2', 'ประเภท 2', '10', 'No']);
  });
});

describe('useServerDownload', () => {
  it('sets the downloading flag at start and clears it on success', async () => {
    const { result } = renderHook(() => useServerDownload(qrTransaction), { wrapper });
    let run: Promise<void> = Promise.resolve();
    act(() => {
      run = result.current.start({});
    });
    expect(result.current.exporting).toBe(true);
    await act(() => run);
    expect(result.current).toMatchObject({ exporting: false, error: null });
    expect(downloads.map((download) => download.fileName)).toEqual(['Transaction_20260101_000000.zip']);
  });

  it('keeps the response text of a non-OK answer as the export error', async () => {
    // react-admin logs every failed data provider call in development.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useServerDownload(qrTransaction), { wrapper });
    await act(() => result.current.start({ fail: 'yes' }));
    expect(result.current).toMatchObject({ exporting: false, error: 'No transactions in this period' });
    expect(downloads).toHaveLength(0);
  });

  it('ignores a second start while one is running, and cancel ends it without an error', async () => {
    const { result } = renderHook(() => useServerDownload(qrTransaction), { wrapper });
    let run: Promise<void> = Promise.resolve();
    act(() => {
      run = result.current.start({ slow: 'yes' });
    });
    await act(() => result.current.start({ slow: 'yes' }));
    await waitFor(() => expect(exportRequests).toBe(1));
    act(() => result.current.cancel());
    await act(() => run);
    expect(result.current).toMatchObject({ exporting: false, error: null });
    expect(exportRequests).toBe(1);
    expect(downloads).toHaveLength(0);
  });
});
