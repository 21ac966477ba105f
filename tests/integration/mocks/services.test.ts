// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MASTER_LISTS } from '../../../resources/catalog/masterLists.ts';
import { bankStatusOf } from '../../../mocks/db/bankRecords.ts';
import { call, callJson, startMockServer, type Envelope } from './helpers.ts';
import { takeContractViolations } from '../../setup/contract.ts';

const mock = startMockServer();
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

type Entry = { name: string; nameEn: string | null; value: string; imageUrl: string | null };

describe('master lists', () => {
  it('answers every list of MASTER_LISTS with { name, nameEn, value, imageUrl } entries', async () => {
    const parents: Record<string, string> = { paymentChannel: '014', district: '10', subDistrict: '1030' };
    for (const [name, source] of Object.entries(MASTER_LISTS)) {
      const path = source.path.replace('{parent}', parents[name] ?? '');
      const { status, body } = await callJson<Entry[]>(source.service, path, {
        auth: source.auth === 'apiKey' ? 'apiKey' : 'bearer',
      });
      expect(status, name).toBe(200);
      expect(body.length, name).toBeGreaterThan(0);
      for (const entry of body)
        expect(Object.keys(entry).sort(), name).toEqual(['imageUrl', 'name', 'nameEn', 'value']);
    }
  });

  it('follows province → district → sub-district', async () => {
    const provinces = await callJson<Entry[]>('master', 'master/province', { auth: 'apiKey' });
    expect(provinces.body).toHaveLength(77);
    const districts = await callJson<Entry[]>('master', 'master/province/12/district', { auth: 'apiKey' });
    expect(districts.body.map((d) => d.name)).toEqual([
      'เมืองนนทบุรี',
      'บางกรวย',
      'บางใหญ่',
      'บางบัวทอง',
      'ไทรน้อย',
      'ปากเกร็ด',
    ]);
    const subs = await callJson<Entry[]>('master', 'master/district/1030/sub_district', { auth: 'apiKey' });
    expect(subs.body.map((s) => s.name)).toContain('จตุจักร');
  });

  it('lists a bank’s active channels, and all channels for "all"', async () => {
    const kbank = mock.db.table('banks').get('004');
    const active = (kbank?.channels ?? []).filter((c) => c.isActive).map((c) => c.channel);
    const { body } = await callJson<Entry[]>('master', 'master/payment_channel/004', { auth: 'apiKey' });
    expect(body.map((e) => e.value)).toEqual(active);
    const all = await callJson<Entry[]>('master', 'master/payment_channel/all', { auth: 'apiKey' });
    expect(all.body.length).toBeGreaterThanOrEqual(active.length);
  });
});

describe('routing', () => {
  it('takes role/menu for the menu list, not for a role with id "menu"', async () => {
    const { status, body } = await callJson<{ key: string }[]>('user', 'role/menu');
    expect(status).toBe(200);
    expect(body.map((m) => m.key)).toContain('merchantRegister');
    expect((await callJson<{ roleId: string }>('user', 'role/role-admin')).body.roleId).toBe('role-admin');
  });

  it('answers an unknown path of a mocked service with a 404 message', async () => {
    const { status, body } = await callJson<{ message: string }>('merchant', 'no/such/thing', {
      method: 'POST',
    });
    expect(status).toBe(404);
    expect(body.message).toBe('No mock answers POST /mock-api/merchant/no/such/thing');
    // Off the contract on purpose: taken here, it fails nothing after the test.
    expect((await takeContractViolations()).map((v) => v.operation)).toEqual([
      'POST /merchant/no/such/thing',
    ]);
  });
});

describe('store calls', () => {
  it('changes a registration status and refuses one outside the vocabulary', async () => {
    const reg = mock.db
      .table('merchantRegisters')
      .list()
      .find((r) => r.status === 'waiting for contact');
    const ok = await callJson<{ status: string; isContact: boolean }>(
      'merchant',
      `merchant/${reg?.storeId}/register_status`,
      {
        method: 'POST',
        body: { status: 'contacted' },
        headers: { 'Idempotency-Key': 'reg-1' },
      },
    );
    expect(ok.body).toMatchObject({ status: 'contacted', isContact: true });
    const bad = await callJson('merchant', `merchant/${reg?.storeId}/register_status`, {
      method: 'POST',
      body: { status: 'approved-ish' },
    });
    expect(bad.status).toBe(400);
  });

  it('checks whether an e-mail is used, and register rejects a used one', async () => {
    const used = mock.db.table('merchants').list()[0].email;
    expect((await callJson('merchant', `check_email/${encodeURIComponent(used)}`)).body).toEqual({
      email: used,
      isUsed: true,
      message: 'This e-mail is already used',
    });
    const dup = await callJson<{ message: string }>('merchant', 'register_merchant', {
      method: 'POST',
      body: { email: used, name: 'ก ข', storeName: 'ร้าน' },
    });
    expect(dup).toMatchObject({ status: 400, body: { message: 'User already exists' } });
    const fresh = await callJson<{ storeId: string; status: string }>('merchant', 'register_merchant', {
      method: 'POST',
      body: {
        email: 'new.shop@example.co.th',
        name: 'สมหญิง ใจงาม',
        storeName: 'ร้านใหม่',
        tel: '0812345678',
        merchantCategoryId: 'MC01',
      },
    });
    expect(fresh.status).toBe(201);
    expect(fresh.body).toMatchObject({ storeId: 'REG10001', status: 'waiting for contact' });
  });

  it('sets callback and deep-link URLs, refusing what is not a URL', async () => {
    const ok = await callJson<{ callbackUrl: string }>('merchant', 'merchant/ST00001/callback_url', {
      method: 'PUT',
      body: { url: 'https://shop.example.co.th/cb' },
    });
    expect(ok.body.callbackUrl).toBe('https://shop.example.co.th/cb');
    const bad = await callJson<{ message: string }>('merchant', 'merchant/ST00001/callback_url', {
      method: 'PUT',
      body: { url: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    const deeplink = await callJson<{ redirectUrlAndroid: string }>(
      'merchant',
      'merchant/ST00001/deeplink_url',
      {
        method: 'PUT',
        body: {
          redirectUrlAndroid: 'myshop://paid',
          redirectUrlIOS: 'myshop://paid',
          redirectUrlDefault: 'https://x.co.th',
        },
      },
    );
    expect(deeplink.body.redirectUrlAndroid).toBe('myshop://paid');
  });

  it('lists a store’s branches paged and adds one', async () => {
    const storeId = mock.db.table('branches').list()[0].storeId;
    const count = mock.db
      .table('branches')
      .list()
      .filter((b) => b.storeId === storeId).length;
    const created = await callJson<{ branchId: string; storeId: string }>(
      'merchant',
      `merchant/${storeId}/branch`,
      {
        method: 'POST',
        body: { branchName: 'สาขาใหม่' },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.storeId).toBe(storeId);
    const list = await callJson<Envelope>('merchant', `merchant/${storeId}/branch`);
    expect(list.body.totalCount).toBe(count + 1);
  });

  it('approves a user request partly, then fully', async () => {
    const req = mock.db
      .table('userRequests')
      .list()
      .find((r) => r.status === 'waiting approve' && r.pendingList.length === 2);
    expect(req).toBeDefined();
    const [first, second] = req?.pendingList ?? [];
    const partly = await callJson<{ status: string; pendingList: unknown[] }>(
      'merchant',
      `user_request/${req?.id}`,
      {
        method: 'POST',
        body: { status: 'partly approved', approvedFields: [first.field] },
      },
    );
    expect(partly.body).toMatchObject({ status: 'partly approved', pendingList: [second] });
    const fully = await callJson<{ status: string; completedList: unknown[] }>(
      'merchant',
      `user_request/${req?.id}`,
      {
        method: 'POST',
        body: { status: 'fully approved' },
      },
    );
    expect(fully.body).toMatchObject({ status: 'fully approved', completedList: [first, second] });
    expect((await callJson('merchant', `user_request/${req?.id}/pending_list`)).body).toEqual([]);
    // A route of the specification the console does not call (it reads the request's own lists), so
    // not in the contract of the console's calls: taken here.
    expect((await takeContractViolations()).map((v) => v.operation)).toEqual([
      `GET /merchant/user_request/${req?.id}/pending_list`,
    ]);
  });
});

describe('payment gateway', () => {
  it('inquires, then adjusts a stuck transaction to what the bank says', async () => {
    const t = mock.db
      .table('qrTransactions')
      .list()
      .find((x) => x.status === 'waiting for payment' && bankStatusOf(x) === 'paid');
    const inquiry = await callJson<{ bankStatus: string; canAdjust: boolean }>(
      'payment',
      'adjust-transaction/inquiry',
      {
        method: 'POST',
        body: { transactionNo: t?.transactionNo },
      },
    );
    expect(inquiry.body).toMatchObject({ bankStatus: 'paid', canAdjust: true });
    const adjusted = await callJson<{ transaction: { status: string; fee: number } }>(
      'payment',
      'adjust-transaction/adjust',
      {
        method: 'POST',
        body: { transactionNo: t?.transactionNo },
        headers: { 'Idempotency-Key': 'adj-1' },
      },
    );
    expect(adjusted.body.transaction.status).toBe('paid');
    expect(adjusted.body.transaction.fee).toBeCloseTo((t?.amount ?? 0) * 0.03, 2);
    const listed = await callJson<Envelope<{ transactionNo: string; isAdjusted: boolean }>>(
      'reporting',
      'report/transaction/get-transaction-adjustment',
      { query: { q: t?.transactionNo ?? '' } },
    );
    expect(listed.body.items[0]).toMatchObject({ transactionNo: t?.transactionNo, isAdjusted: true });
    const again = await callJson('payment', 'adjust-transaction/adjust', {
      method: 'POST',
      body: { transactionNo: t?.transactionNo },
    });
    expect(again.status).toBe(409);
  });

  it('reads and writes the QR code amount and time-out within limits', async () => {
    expect((await callJson('payment', 'qr_code/amount')).body).toEqual({ amount: 50000 });
    expect((await callJson('payment', 'qr_code/timeout')).body).toEqual({ timeoutMinutes: 15 });
    expect(
      (await callJson('payment', 'qr_code/amount', { method: 'PUT', body: { amount: 75000.5 } })).body,
    ).toEqual({
      amount: 75000.5,
    });
    expect(
      (await call('payment', 'qr_code/timeout', { method: 'PUT', body: { timeoutMinutes: 0 } })).status,
    ).toBe(400);
  });
});

describe('exports', () => {
  it('downloads the transaction report as a zip named Transaction_<yyyyMMdd_HHmmss>.zip', async () => {
    const response = await call('reporting', 'report/transaction/GetTransactionByPaymentAdminExcel', {
      query: { StartDate: '2026-10-30', EndDate: '2026-10-31' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/filename="Transaction_\d{8}_\d{6}\.zip"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  it('downloads external transactions as [EXT]-Transaction_….xlsx and funding raw data as CSV with a BOM', async () => {
    const xlsx = await call('reporting', 'report/transaction/get-transactions-external/export', {
      query: { StartDate: '2026-10-31', EndDate: '2026-10-31' },
    });
    expect(decodeURIComponent(xlsx.headers.get('content-disposition') ?? '')).toMatch(
      /\[EXT\]-Transaction_\d{8}_\d{6}\.xlsx/,
    );
    const csv = await call('reporting', 'report/transfer/export_raw', {
      query: { StartDate: '31-10-2026', EndDate: '01-11-2026' },
    });
    // Response.text() would drop the BOM; Excel needs it to read Thai.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const expected = mock.db
      .table('fundingTransfers')
      .list()
      .filter((f) => f.createdDate.startsWith('2026-10-31')).length;
    expect(text.trim().split('\r\n')).toHaveLength(expected + 1);
  });
});
