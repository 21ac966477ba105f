// @vitest-environment jsdom
/** The resource data provider against HTTP handlers that answer like the real services (msw/node). */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import type { ResourceActionDeclaration } from '../../../src/schema/types.ts';
import { declared } from '../../../resources/declared.ts';
import { envelope, testConfig, testResource } from '../../unit/data/fixtures.ts';

const storeType = declared('management/store-type');
const paymentChannel = declared('management/payment-channel');

const MASTER = `${window.location.origin}/mock-api/master`;
const PAYMENT = 'http://payment.test/api';
const MERCHANT = 'http://merchant.test/api';
const REPORTING = 'http://reporting.test/api';

const storeRegister = testResource({
  path: 'store-register-information',
  idField: 'storeId',
  service: 'merchant',
  // The service's date rule for this call is dmy-next-day (src/contract/dateRules.ts).
  endpoints: { list: 'merchant_register' },
});

const approve: ResourceActionDeclaration = {
  name: 'approve',
  label: 'approve',
  permission: 'approve',
  scope: 'row',
  method: 'POST',
  path: 'report/funding/{id}/approve_transaction',
  money: true,
};
const resend: ResourceActionDeclaration = {
  name: 'resend',
  label: 'resend',
  permission: 'edit',
  scope: 'row',
  method: 'PUT',
  path: 'report/funding/{id}/send_success_mail',
};
const fundingTransfer = testResource({
  path: 'funding-transfer',
  area: 'account',
  idField: 'refPayment',
  service: 'reporting',
  endpoints: { list: 'report/transfer' },
  actions: [approve, resend],
  export: {
    mode: 'server',
    path: 'report/transfer/export',
    fileNamePrefix: 'Funding_',
    extension: 'xlsx',
    timeoutMs: 200,
  },
});
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

const resources = [storeType, paymentChannel, storeRegister, fundingTransfer, qrTransaction];

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}
let seen: Seen[] = [];

async function remember(request: Request) {
  const text = await request.clone().text();
  seen.push({
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  });
}

const categories = Array.from({ length: 23 }, (_, index) => ({
  storeTypeId: `C${String(index + 1).padStart(2, '0')}`,
  storeType: `ประเภท ${index + 1}`,
  storeCount: index,
  isActive: index % 2 === 0,
}));

/** A paged list handler that honours PageNumber, PageSize, SortBy, SortDirection and isActive. */
function pagedList(items: Record<string, unknown>[]) {
  return async ({ request }: { request: Request }) => {
    await remember(request);
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('PageNumber'));
    const size = Number(query.get('PageSize'));
    const sortBy = query.get('SortBy');
    const direction = query.get('SortDirection') === 'desc' ? -1 : 1;
    let rows = items;
    if (query.has('isActive')) rows = rows.filter((row) => String(row.isActive) === query.get('isActive'));
    if (sortBy)
      rows = [...rows].sort((a, b) => (String(a[sortBy]) < String(b[sortBy]) ? -direction : direction));
    return HttpResponse.json(envelope(rows.slice((page - 1) * size, page * size), rows.length, page, size));
  };
}

const server = setupServer(
  http.get(`${MASTER}/merchant_category`, pagedList(categories)),
  http.get(`${MASTER}/merchant_category/:id`, async ({ request, params }) => {
    await remember(request);
    const row = categories.find((category) => category.storeTypeId === params.id);
    return row
      ? HttpResponse.json(row)
      : HttpResponse.json({ message: 'Store type not found' }, { status: 404 });
  }),
  http.post(`${MASTER}/merchant_category`, async ({ request }) => {
    await remember(request);
    const body = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ ...body, storeTypeId: 'C99', storeCount: 0 }, { status: 201 });
  }),
  http.put(`${MASTER}/merchant_category/:id`, async ({ request }) => {
    await remember(request);
    return HttpResponse.json(await request.json());
  }),
  http.post(`${MASTER}/merchant_category/:id/toggle`, async ({ request }) => {
    await remember(request);
    return new HttpResponse(null, { status: 204 });
  }),
  http.put(`${PAYMENT}/bank/:bankCode/toggle_active`, async ({ request }) => {
    await remember(request);
    return HttpResponse.json({ bankCode: 'KBANK', isActive: false });
  }),
  http.put(`${PAYMENT}/bank/:bankCode/paymentChannel/:channel/toggle_active`, async ({ request }) => {
    await remember(request);
    return HttpResponse.json({ channel: 'QR', isActive: true });
  }),
  http.get(`${MERCHANT}/merchant_register`, pagedList([{ storeId: 'S1', storeName: 'ร้านป้าแดง' }])),
  http.post(`${REPORTING}/report/funding/:id/approve_transaction`, async ({ request }) => {
    await remember(request);
    return HttpResponse.json({ status: 'Account approve' });
  }),
  http.put(`${REPORTING}/report/funding/:id/send_success_mail`, async ({ request }) => {
    await remember(request);
    return HttpResponse.json({});
  }),
  http.get(`${REPORTING}/report/transaction/GetTransactionByPaymentAdminExcel`, async ({ request }) => {
    await remember(request);
    return new HttpResponse(new TextEncoder().encode('PK zip bytes'), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition':
          "attachment; filename*=UTF-8''%E0%B8%A3%E0%B8%B2%E0%B8%A2%E0%B8%87%E0%B8%B2%E0%B8%99.zip",
      },
    });
  }),
  http.get(`${REPORTING}/report/transfer/export`, async ({ request }) => {
    await remember(request);
    if (new URL(request.url).searchParams.get('slow') === 'yes') await delay(1_000);
    if (new URL(request.url).searchParams.get('fail') === 'yes') {
      return new HttpResponse('Export limit exceeded', { status: 500 });
    }
    return new HttpResponse(new TextEncoder().encode('xlsx bytes'));
  }),
);

function provider() {
  const client = createHttpClient({ config: testConfig, getAccessToken: async () => 'staff-token' });
  return createDataProvider({ http: client, resources });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

describe('getList', () => {
  it('sends paging, sort and filters and maps the envelope', async () => {
    const result = await provider().getList(storeType.name, {
      pagination: { page: 3, perPage: 5 },
      sort: { field: 'storeTypeId', order: 'DESC' },
      filter: { isActive: true, q: '' },
    });
    const query = seen[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      PageNumber: '3',
      PageSize: '5',
      SortBy: 'storeTypeId',
      SortDirection: 'desc',
      isActive: 'true',
    });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer staff-token');
    expect(seen[0].headers.has('x-api-key')).toBe(false);
    // 12 active categories, sorted C23, C21, … : page 3 of 5 holds the 11th and 12th.
    expect(result.total).toBe(12);
    expect(result.data.map((row) => row.id)).toEqual(['C03', 'C01']);
    expect(result.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  it('formats a dmy-next-day date range and drops an empty category', async () => {
    await provider().getList(storeRegister.name, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'date', order: 'ASC' },
      filter: { dateRange: { StartDate: '2026-12-01', EndDate: '2026-12-31' }, MerchantCategoryId: '' },
    });
    const query = seen[0].url.searchParams;
    expect(query.get('StartDate')).toBe('01-12-2026');
    expect(query.get('EndDate')).toBe('01-01-2027');
    expect(query.has('MerchantCategoryId')).toBe(false);
  });

  it('rejects an unknown resource clearly', async () => {
    await expect(
      provider().getList('store/nowhere', { pagination: { page: 1, perPage: 10 } }),
    ).rejects.toThrow(/Unknown resource "store\/nowhere"/);
  });
});

describe('records', () => {
  it('getOne and getMany read /{id} and set id from the id field', async () => {
    const dataProvider = provider();
    expect((await dataProvider.getOne(storeType.name, { id: 'C02' })).data).toMatchObject({
      id: 'C02',
      storeType: 'ประเภท 2',
    });
    const many = await dataProvider.getMany(storeType.name, { ids: ['C01', 'C03'] });
    expect(many.data.map((row) => row.id)).toEqual(['C01', 'C03']);
    expect(seen.map((call) => call.url.pathname)).toEqual([
      '/mock-api/master/merchant_category/C02',
      '/mock-api/master/merchant_category/C01',
      '/mock-api/master/merchant_category/C03',
    ]);
  });

  it('a DELETE answered 404 (already deleted) is a success; other failures are not', async () => {
    server.use(
      http.delete(`${MASTER}/merchant_category/:id`, async ({ request, params }) => {
        await remember(request);
        return params.id === 'GONE'
          ? HttpResponse.json({ message: 'Store type not found' }, { status: 404 })
          : HttpResponse.json({ message: 'Store type is in use' }, { status: 409 });
      }),
    );
    const deletable = testResource({
      path: 'deletable-store-type',
      idField: 'storeTypeId',
      service: 'master',
      endpoints: { list: 'merchant_category', delete: 'merchant_category/{id}' },
    });
    const dataProvider = createDataProvider({
      http: createHttpClient({ config: testConfig, getAccessToken: async () => 'staff-token' }),
      resources: [deletable],
    });
    const done = await dataProvider.delete(deletable.name, { id: 'GONE', previousData: { id: 'GONE' } });
    expect(done.data).toEqual({ id: 'GONE' });
    await expect(dataProvider.delete(deletable.name, { id: 'C01' })).rejects.toMatchObject({
      status: 409,
      message: 'Store type is in use',
    });
    expect(seen.map((call) => call.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('an unreadable list or record names the service', async () => {
    server.use(
      http.get(`${MASTER}/merchant_category`, () => HttpResponse.json({ rows: [] })),
      http.get(`${MASTER}/merchant_category/:id`, () => HttpResponse.json(['not', 'a', 'record'])),
    );
    await expect(
      provider().getList(storeType.name, {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'storeType', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ message: 'pa.failure.master.malformed', status: 502 });
    await expect(provider().getOne(storeType.name, { id: 'C01' })).rejects.toMatchObject({
      message: 'pa.failure.master.malformed',
    });
  });

  it('a server error message reaches the screen', async () => {
    const error: unknown = await provider()
      .getOne(storeType.name, { id: 'C77' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Store type not found', status: 404 });
  });

  it('create POSTs the form values to the collection and returns the new id', async () => {
    const created = await provider().create(storeType.name, {
      data: { storeType: 'ร้านกาแฟ', isActive: true },
    });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe('/mock-api/master/merchant_category');
    expect(seen[0].body).toEqual({ storeType: 'ร้านกาแฟ', isActive: true });
    expect(created.data).toMatchObject({ id: 'C99', storeType: 'ร้านกาแฟ' });
  });

  it('update PUTs to /{id} without react-admin’s synthetic id', async () => {
    const previous = { ...categories[1], id: 'C02' };
    const updated = await provider().update(storeType.name, {
      id: 'C02',
      data: { ...previous, storeType: 'ร้านอาหาร' },
      previousData: previous,
    });
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].url.pathname).toBe('/mock-api/master/merchant_category/C02');
    expect(seen[0].body).not.toHaveProperty('id');
    expect(seen[0].body).toMatchObject({ storeTypeId: 'C02', storeType: 'ร้านอาหาร' });
    expect(updated.data).toMatchObject({ id: 'C02', storeType: 'ร้านอาหาร' });
  });
});

describe('toggles', () => {
  it('toggleActive uses the declared method and path and flips the flag', async () => {
    const dataProvider = provider();
    const storeTypeResult = await dataProvider.toggleActive(storeType.name, {
      id: 'C01',
      previousData: { ...categories[0], id: 'C01' },
    });
    expect(storeTypeResult.data).toMatchObject({ id: 'C01', isActive: false });
    await dataProvider.toggleActive(paymentChannel.name, {
      id: 'KBANK',
      previousData: { id: 'KBANK', isActive: true },
    });
    expect(seen.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /mock-api/master/merchant_category/C01/toggle',
      'PUT /api/bank/KBANK/toggle_active',
    ]);
  });

  it('toggleItem fills {id} and {item} of the embedded list toggle', async () => {
    await provider().toggleItem(paymentChannel.name, { id: 'KBANK', item: 'QR', source: 'channels' });
    expect(`${seen[0].method} ${seen[0].url.pathname}`).toBe(
      'PUT /api/bank/KBANK/paymentChannel/QR/toggle_active',
    );
  });

  it('toggleItem on a list without a toggle is a clear error', async () => {
    await expect(
      provider().toggleItem(paymentChannel.name, { id: 'KBANK', item: 'QR', source: 'bankName' }),
    ).rejects.toThrow(/declares no toggle on "bankName"/);
  });
});

describe('runAction', () => {
  it('a money action always carries an Idempotency-Key, and the given one is reused', async () => {
    const dataProvider = provider();
    await dataProvider.runAction(fundingTransfer.name, {
      action: approve,
      id: 'REF-1',
      data: { note: 'ok' },
    });
    await dataProvider.runAction(fundingTransfer.name, {
      action: approve,
      id: 'REF-1',
      idempotencyKey: 'dialog-key',
    });
    await dataProvider.runAction(fundingTransfer.name, {
      action: approve,
      id: 'REF-1',
      idempotencyKey: 'dialog-key',
    });
    expect(seen[0].url.pathname).toBe('/api/report/funding/REF-1/approve_transaction');
    expect(seen[0].body).toEqual({ note: 'ok' });
    expect(seen[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1].headers.get('Idempotency-Key')).toBe('dialog-key');
    expect(seen[2].headers.get('Idempotency-Key')).toBe('dialog-key');
  });

  it('a bulk money action gives each record its own stable key', async () => {
    await provider().runAction(fundingTransfer.name, {
      action: approve,
      ids: ['A', 'B'],
      idempotencyKey: 'batch',
    });
    const keys = Object.fromEntries(
      seen.map((call) => [call.url.pathname, call.headers.get('Idempotency-Key')]),
    );
    expect(keys).toEqual({
      '/api/report/funding/A/approve_transaction': 'batch:A',
      '/api/report/funding/B/approve_transaction': 'batch:B',
    });
  });

  it('an ordinary action carries a fresh Idempotency-Key of its own', async () => {
    await provider().runAction(fundingTransfer.name, { action: resend, id: 'REF-2' });
    await provider().runAction(fundingTransfer.name, { action: resend, id: 'REF-2' });
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1].headers.get('Idempotency-Key')).not.toBe(seen[0].headers.get('Idempotency-Key'));
  });
});

describe('download', () => {
  it("uses the server's Content-Disposition name and the bearer token", async () => {
    const result = await provider().download(qrTransaction.name, {
      filter: { dateRange: { StartDate: '2026-01-01', EndDate: '2026-01-31' } },
    });
    expect(result.fileName).toBe('รายงาน.zip');
    expect(await result.blob.text()).toBe('PK zip bytes');
    expect(seen[0].headers.get('Authorization')).toBe('Bearer staff-token');
    expect(seen[0].url.searchParams.get('StartDate')).toBe('2026-01-01');
    expect(seen[0].url.searchParams.get('EndDate')).toBe('2026-01-31');
    expect(seen[0].url.searchParams.has('PageNumber')).toBe(false);
  });

  it('falls back to <prefix><yyyyMMdd_HHmmss>.<ext>', async () => {
    const result = await provider().download(fundingTransfer.name, { now: new Date(2026, 1, 3, 4, 5, 6) });
    expect(result.fileName).toBe('Funding_20260203_040506.xlsx');
  });

  it('keeps the response text of a failed export as the error', async () => {
    await expect(
      provider().download(fundingTransfer.name, { filter: { fail: 'yes' } }),
    ).rejects.toMatchObject({
      message: 'Export limit exceeded',
      status: 500,
    });
  });

  it("gives up after the declaration's time-out", async () => {
    await expect(
      provider().download(fundingTransfer.name, { filter: { slow: 'yes' } }),
    ).rejects.toMatchObject({
      message: 'pa.failure.reporting.timeout',
    });
  });
});

describe('fetchAllPages', () => {
  it('walks every page and reports progress', async () => {
    const progress: [number, number][] = [];
    const rows = await provider().fetchAllPages(storeType.name, {
      sort: { field: 'storeTypeId', order: 'ASC' },
      filter: {},
      pageSize: 10,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(rows).toHaveLength(23);
    expect(rows[0].id).toBe('C01');
    expect(rows[22].id).toBe('C23');
    expect(seen.map((call) => call.url.searchParams.get('PageNumber'))).toEqual(['1', '2', '3']);
    expect(progress).toEqual([
      [10, 23],
      [20, 23],
      [23, 23],
    ]);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const pending = provider().fetchAllPages(storeType.name, {
      pageSize: 5,
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 5) controller.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(1);
  });
});
