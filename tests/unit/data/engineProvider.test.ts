// @vitest-environment node
/** The data provider's engine capabilities, through the real HTTP client: exact paths and bodies. */
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/data/http.ts';
import { ALL_PARTS, createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { formPayload } from '../../../src/schema/form/payload.ts';
import {
  engineBankAccount,
  engineDeclarations,
  engineRequest,
  engineStore,
} from '../../fixtures/engineDeclarations.ts';
import { envelope, json, recordingFetch, testConfig } from './fixtures.ts';

function setup(respond: Parameters<typeof recordingFetch>[0] = () => json({})) {
  const { fetch, calls } = recordingFetch(respond);
  const http = createHttpClient({ config: testConfig, getAccessToken: async () => 'token', fetch });
  const provider = createDataProvider({ http, resources: engineDeclarations });
  const sent = () =>
    calls.map((call) => ({
      method: call.method,
      path: `${call.url.pathname}${call.url.search}`,
      body: call.body === null ? undefined : (JSON.parse(call.body) as unknown),
    }));
  return { provider, calls, sent };
}

const accounts = [1, 2, 3].map((n) => ({ accountId: `A${n}`, accountName: `Account ${n}`, storeId: 'S1' }));

describe('child resources', () => {
  it('fills the parent id into the list path, keeps it out of the query, and pages a plain array', async () => {
    const { provider, sent } = setup(() => json(accounts));
    const page = await provider.getManyReference(engineBankAccount.name, {
      target: 'storeId',
      id: 'S 1',
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'accountId', order: 'ASC' },
      filter: {},
    });
    expect(sent()[0].path).toBe(
      '/api/merchant/S%201/bank_account?PageNumber=2&PageSize=2&SortBy=accountId&SortDirection=asc',
    );
    expect(page.data.map((row) => row.id)).toEqual(['A3']);
    expect(page.total).toBe(3);
  });

  it('still reads the paged envelope', async () => {
    const { provider } = setup(() => json(envelope(accounts.slice(0, 2), 3, 1, 2)));
    const page = await provider.getList(engineBankAccount.name, {
      filter: { storeId: 'S1' },
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'accountId', order: 'ASC' },
    });
    expect(page.total).toBe(3);
    expect(page.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
  });

  it('reads, creates and deletes with the parent id from meta and the record', async () => {
    const { provider, sent } = setup((call) =>
      call.method === 'POST' ? json({ accountId: 'A9' }) : json({ accountId: 'A1', accountName: 'x' }),
    );
    await provider.getOne(engineBankAccount.name, { id: 'A1', meta: { storeId: 'S1' } });
    const created = await provider.create(engineBankAccount.name, {
      data: { accountName: 'New', accountNo: '1234567890', storeId: 'S1' },
      meta: { storeId: 'S1' },
    });
    await provider.delete(engineBankAccount.name, {
      id: 'A1',
      previousData: { id: 'A1' },
      meta: { storeId: 'S1' },
    });
    expect(sent()).toEqual([
      { method: 'GET', path: '/api/merchant/S1/bank_account/A1', body: undefined },
      {
        method: 'POST',
        path: '/api/merchant/S1/bank_account',
        body: { accountName: 'New', accountNo: '1234567890', storeId: 'S1' },
      },
      { method: 'DELETE', path: '/api/merchant/bank_account/A1', body: undefined },
    ]);
    expect(created.data.id).toBe('A9');
  });
});

describe('saving in parts', () => {
  const previousData = {
    id: 'S1',
    storeId: 'S1',
    storeName: 'Shop',
    tel: '021234567',
    callbackUrl: 'https://old.example/cb',
    sapCustomerId: 'SAP-1',
    secretKey: 'merged-secret',
    banks: [{ bankCode: 'KBANK' }],
  };

  it('sends a renamed body to the part endpoint ({ url })', async () => {
    const { provider, sent } = setup(() => json({ message: 'ok' }));
    const result = await provider.update(engineStore.name, {
      id: 'S1',
      data: { ...previousData, callbackUrl: 'https://new.example/cb' },
      previousData,
      meta: { part: 'callback' },
    });
    expect(sent()).toEqual([
      { method: 'PUT', path: '/api/merchant/S1/callback_url', body: { url: 'https://new.example/cb' } },
    ]);
    expect(result.data.callbackUrl).toBe('https://new.example/cb');
  });

  it('puts {value} in the path and sends no body when the part says so', async () => {
    const { provider, calls } = setup(() => json({}));
    await provider.update(engineStore.name, {
      id: 'S1',
      data: { sapCustomerId: 'SAP 2' },
      previousData,
      meta: { part: 'sap' },
    });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toBe('/api/merchant/S1/sap_customer_id/SAP%202');
    expect(calls[0].body).toBeNull();
  });

  it('a tab without its own endpoint updates the record with that tab’s fields only', async () => {
    const { provider, sent } = setup(() => json({}));
    await provider.update(engineStore.name, {
      id: 'S1',
      data: { ...previousData, storeName: 'Shop 2' },
      previousData,
      meta: { part: 'general' },
    });
    expect(sent()).toEqual([
      {
        method: 'PUT',
        path: '/api/merchant/S1',
        body: { storeId: 'S1', storeName: 'Shop 2', tel: '021234567' },
      },
    ]);
  });

  it('the all-tabs form sends only the changed parts, each to its endpoint', async () => {
    const { provider, sent } = setup(() => json({}));
    await provider.update(engineStore.name, {
      id: 'S1',
      data: {
        storeId: 'S1',
        storeName: 'Shop 3',
        tel: '021234567',
        callbackUrl: 'https://old.example/cb',
        sapCustomerId: 'SAP-9',
      },
      previousData,
      meta: { part: ALL_PARTS },
    });
    expect(sent()).toEqual([
      { method: 'POST', path: '/api/merchant/S1/sap_customer_id/SAP-9', body: undefined },
      {
        method: 'PUT',
        path: '/api/merchant/S1',
        body: { storeId: 'S1', storeName: 'Shop 3', tel: '021234567' },
      },
    ]);
  });

  it('reads a read-only part from another service', async () => {
    const { provider, sent, calls } = setup(() => json({ apiKey: 'ak', secretKey: 'sk' }));
    const part = await provider.loadPart(engineStore.name, { id: 'S1', tab: 'api' });
    expect(calls[0].url.host).toBe('payment.test');
    expect(sent()[0]).toEqual({
      method: 'GET',
      path: '/api/account/merchant/api-information/S1',
      body: undefined,
    });
    expect(sent()).toHaveLength(1);
    expect(part.data).toEqual({ apiKey: 'ak', secretKey: 'sk' });
  });

  it('a form payload keeps only declared, editable, non-secret fields of the form', () => {
    const edit = formPayload(engineStore, 'edit');
    expect(edit(previousData)).toEqual({
      storeName: 'Shop',
      tel: '021234567',
      callbackUrl: 'https://old.example/cb',
      sapCustomerId: 'SAP-1',
    });
    expect(formPayload(engineStore, 'edit', { only: ['tel', 'secretKey'] })(previousData)).toEqual({
      tel: '021234567',
    });
    expect(
      formPayload(engineBankAccount, 'create', { extra: { storeId: 'S1' } })({ accountName: 'A', id: 'x' }),
    ).toEqual({
      accountName: 'A',
      storeId: 'S1',
    });
  });
});

describe('actions with input', () => {
  it('sends the dialog input as the body, on the action’s own service, with the Idempotency-Key', async () => {
    const { provider, calls } = setup(() => json({ message: 'Done' }));
    const [decide, resend] = engineRequest.actions ?? [];
    const answer = await provider.runAction(engineRequest.name, {
      action: decide,
      id: 'R1',
      data: { decision: 'Approved', employeeId: 'u-0001', remark: 'ok' },
      idempotencyKey: 'key-1',
    });
    await provider.runAction(engineRequest.name, { action: resend, id: 'R1', record: { requestId: 'R1' } });
    expect(calls[0].url.href).toBe('http://merchant.test/api/merchant/user_request/R1');
    expect(JSON.parse(calls[0].body ?? '')).toEqual({
      decision: 'Approved',
      employeeId: 'u-0001',
      remark: 'ok',
    });
    expect(calls[0].headers.get('Idempotency-Key')).toBe('key-1');
    expect(answer.data).toEqual({ message: 'Done' });
    expect(calls[1].url.href).toBe('http://payment.test/api/account/merchant/R1/send_success_mail');
    expect(calls[1].method).toBe('PUT');
  });
});

describe('several exports', () => {
  it('downloads the named server export', async () => {
    const { provider, calls } = setup(
      () => new Response('x', { status: 200, headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    const file = await provider.download(engineStore.name, {
      exportName: 'raw',
      filter: {},
      now: new Date(2026, 0, 2, 3, 4, 5),
    });
    expect(calls[0].url.pathname).toBe('/api/merchant/export_raw');
    expect(file.fileName).toBe('Raw_20260102_030405.xlsx');
    await expect(provider.download(engineStore.name, { exportName: 'rows' })).rejects.toThrow(
      /no server export/,
    );
  });
});
