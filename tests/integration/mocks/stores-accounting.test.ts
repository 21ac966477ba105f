// @vitest-environment node
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { call, callJson, startMockServer, USERS, type Envelope } from './helpers.ts';

const mock = startMockServer();
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

type Row = Record<string, unknown>;

/** Rows of the first sheet of an xlsx (shared strings resolved), header row first. */
function sheetRows(xlsx: Uint8Array): string[][] {
  const files = unzipSync(xlsx);
  const shared = files['xl/sharedStrings.xml']
    ? Array.from(strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>(.*?)<\/si>/gs), (m) =>
        m[1].replace(/<[^>]+>/g, ''),
      )
    : [];
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
  return Array.from(sheet.matchAll(/<row[^>]*>(.*?)<\/row>/gs), (row) =>
    Array.from(row[1].matchAll(/<c([^>]*)>(?:<v>(.*?)<\/v>|<is><t[^>]*>(.*?)<\/t><\/is>)?<\/c>/gs), (c) =>
      /t="s"/.test(c[1]) ? (shared[Number(c[2])] ?? '') : (c[2] ?? c[3] ?? ''),
    ),
  );
}

describe('volume', () => {
  // The next-page time is a figure of `npm run bench` (docs/performance.md), never a timed test.
  it('has the seeded sizes and pages through the 50,000 QR transactions', async () => {
    expect(mock.db.table('merchantRegisters').count()).toBeGreaterThanOrEqual(5000);
    expect(mock.db.table('merchants').count()).toBeGreaterThanOrEqual(2000);
    expect(mock.db.table('fundingTransfers').count()).toBeGreaterThanOrEqual(20000);
    const path = 'report/transaction/GetTransactionByPaymentAdmin';
    const first = await callJson<Envelope>('reporting', path);
    expect(first.body.totalCount).toBe(50000);
    await callJson<Envelope>('reporting', path, { query: { PageNumber: 2 } });
    for (const page of [3, 5000]) {
      const next = await callJson<Envelope>('reporting', path, { query: { PageNumber: page } });
      expect(next.body.currentPage).toBe(page);
      expect(next.body.items).toHaveLength(10);
    }
  });

  it('keeps account numbers as long as the bank’s and exactly one main account per store', () => {
    const lengths: Record<string, number> = {
      '004': 10,
      '030': 12,
      '033': 12,
      '034': 12,
      '067': 14,
      '014': 10,
    };
    const accounts = mock.db.table('bankAccounts').list();
    for (const a of accounts)
      if (lengths[a.bankCode]) expect(a.bankAccountNo).toHaveLength(lengths[a.bankCode]);
    const mains = new Map<string, number>();
    for (const a of accounts) if (a.isMain) mains.set(a.storeId, (mains.get(a.storeId) ?? 0) + 1);
    expect([...mains.values()].every((n) => n === 1)).toBe(true);
    expect(mains.size).toBe(mock.db.table('merchants').count());
  });
});

describe('store register', () => {
  it('filters by dmy-next-day dates, category and status', async () => {
    const { body } = await callJson<Envelope<Row>>('merchant', 'merchant_register', {
      query: {
        StartDate: '01-10-2026',
        EndDate: '01-11-2026',
        MerchantCategoryId: 'MC01',
        status: 'contacted',
        PageSize: 1000,
      },
    });
    expect(body.totalCount).toBeGreaterThan(0);
    for (const r of body.items) {
      expect(String(r.date).slice(0, 7)).toBe('2026-10');
      expect(r).toMatchObject({ merchantCategoryId: 'MC01', status: 'contacted' });
    }
    const bad = await callJson<{ message: string }>('merchant', 'merchant_register', {
      query: { StartDate: '2026-10-01' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'StartDate must be dd-MM-yyyy' } });
  });

  it('enforces the status flow and records who changed it', async () => {
    const reg = mock.db
      .table('merchantRegisters')
      .list()
      .find((r) => r.status === 'waiting for contact');
    if (!reg) throw new Error('no waiting registration');
    const path = `merchant/${reg.storeId}/register_status`;
    const readOnly = await callJson<{ message: string }>('merchant', path, {
      method: 'POST',
      body: { status: 'contacted' },
      as: USERS.finance,
    });
    expect(readOnly).toMatchObject({
      status: 403,
      body: { message: 'Your role may not edit Merchant Registration' },
    });
    const jump = await callJson<{ message: string }>('merchant', path, {
      method: 'POST',
      body: { status: 'passed' },
    });
    expect(jump.status).toBe(400);
    // A refusal by the flow's rule has no code and no per-field errors: its text says why.
    expect(jump.body).toEqual({
      message:
        'Cannot change the status from waiting for contact to passed: from waiting for contact only contacted or not reachable',
    });
    const ok = await callJson<Row>('merchant', path, {
      method: 'POST',
      body: { status: 'contacted', remark: 'โทรแล้ว' },
      as: USERS.ops,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'contacted', isContact: true, remark: 'โทรแล้ว' });
    expect((ok.body.statusHistory as Row[]).at(-1)).toMatchObject({
      from: 'waiting for contact',
      to: 'contacted',
      changedBy: 'สุดา รักงาน',
    });
    await callJson('merchant', path, { method: 'POST', body: { status: 'passed' } });
    const final = await callJson<{ message: string }>('merchant', path, {
      method: 'POST',
      body: { status: 'failed' },
    });
    expect(final.body.message).toBe('Cannot change the status from passed to failed: passed is final');
  });

  it('assigns a sale from the employee list and refuses an unknown one', async () => {
    const reg = mock.db.table('merchantRegisters').list()[0];
    const ok = await callJson<Row>('merchant', `merchant/${reg.storeId}/sale_responsibility`, {
      method: 'POST',
      body: { userId: 'u-0010' },
    });
    const staff = mock.db.table('staffUsers').get('u-0010');
    expect(ok.body).toMatchObject({
      saleResponsibilityId: 'u-0010',
      saleResponsibility: `${staff?.firstname} ${staff?.lastname}`,
    });
    const bad = await callJson<{ message: string }>(
      'merchant',
      `merchant/${reg.storeId}/sale_responsibility`,
      {
        method: 'POST',
        body: { userId: 'u-9999' },
      },
    );
    expect(bad).toMatchObject({ status: 400, body: { message: 'Employee u-9999 not found' } });
  });

  it('registers a merchant, then its owner login with the same e-mail', async () => {
    const body = {
      email: 'owner.new@example.co.th',
      name: 'สมหญิง ใจงาม',
      storeName: 'ร้านใหม่',
      tel: '0812345678',
      merchantCategoryId: 'MC02',
      taxId: '1101700203450',
      banks: [{ bankCode: '030', bankAccountNo: '020012345678', bankAccountName: 'สมหญิง ใจงาม' }],
    };
    const badTax = await callJson<{ errors: Row }>('merchant', 'register_merchant', {
      method: 'POST',
      body: { ...body, taxId: '1101700203451' },
    });
    expect(badTax.status).toBe(400);
    expect(badTax.body.errors).toHaveProperty('taxId');
    const shortAccount = await callJson<{ message: string }>('merchant', 'register_merchant', {
      method: 'POST',
      body: { ...body, banks: [{ ...body.banks[0], bankAccountNo: '0200123456' }] },
    });
    expect(shortAccount.body.message).toBe('banks[0].bankAccountNo must be 12 digits for GSB');
    const reg = await callJson<{ storeId: string; banks: Row[] }>('merchant', 'register_merchant', {
      method: 'POST',
      body,
    });
    expect(reg.status).toBe(201);
    expect(reg.body.banks[0]).toMatchObject({ isMain: true, bankAccountNo: '020012345678' });
    const user = await callJson<Row>('merchant', 'user_merchant', {
      method: 'POST',
      body: { storeId: reg.body.storeId, email: body.email, firstname: 'สมหญิง', lastname: 'ใจงาม' },
    });
    expect(user).toMatchObject({ status: 201, body: { storeId: reg.body.storeId, role: 'owner' } });
    const used = await callJson<Row>('merchant', `check_email/${body.email}`);
    expect(used.body.isUsed).toBe(true);
  });
});

describe('user requests', () => {
  it('decides one item at a time, recording who and when, and refuses deciding it twice', async () => {
    const request = mock.db
      .table('userRequests')
      .list()
      .find((r) => r.status === 'waiting approve' && r.pendingList.length === 2);
    if (!request) throw new Error('no two-item request');
    const path = `user_request/${request.id}`;
    const [first, second] = request.pendingList;
    const readOnly = await callJson<{ message: string }>('merchant', path, {
      method: 'POST',
      body: { field: first.field, decision: 'approve', remark: 'ok' },
      as: USERS.viewer,
    });
    expect(readOnly).toMatchObject({ status: 403, body: { message: 'Your role may not edit User Request' } });
    const approve = await callJson<Row>('merchant', path, {
      method: 'POST',
      body: { field: first.field, decision: 'approve', remark: 'ok' },
      as: USERS.ops,
    });
    expect(approve.body.status).toBe('partly approved');
    expect((approve.body.completedList as Row[])[0]).toMatchObject({
      field: first.field,
      decision: 'approved',
      decidedBy: 'สุดา รักงาน',
    });
    const again = await callJson<{ message: string }>('merchant', path, {
      method: 'POST',
      body: { field: first.field, decision: 'approve' },
    });
    expect(again.status).toBe(409);
    const noRemark = await callJson('merchant', path, {
      method: 'POST',
      body: { field: second.field, decision: 'disapprove' },
    });
    expect(noRemark.status).toBe(400);
    const disapprove = await callJson<Row>('merchant', path, {
      method: 'POST',
      body: { field: second.field, decision: 'disapprove', remark: 'เอกสารไม่ชัด' },
    });
    const files = request.pendingFiles.length;
    expect(disapprove.body.status).toBe(files ? 'partly approved' : 'fully approved');
  });
});

describe('store detail', () => {
  it('never answers API keys in lists or details, only from the API-information call', async () => {
    const list = await call('merchant', 'merchant', { query: { PageSize: 1000 } });
    const detail = await call('merchant', 'merchant/ST00001');
    const billers = await call('merchant', 'merchant/ST00001/biller');
    const system = await call('merchant', 'system_biller');
    for (const text of [await list.text(), await detail.text(), await billers.text(), await system.text()]) {
      expect(text).not.toMatch(/apiKey|secretKey|pk_live|sk_live/);
    }
    const keys = await callJson<Row>('paymentService', 'api/v1/account/merchant/api-information/ST00001');
    expect(keys.body).toMatchObject({
      storeId: 'ST00001',
      apiKey: expect.stringMatching(/^pk_/),
      secretKey: expect.stringMatching(/^sk_/),
    });
    const biller = mock.db
      .table('billers')
      .list()
      .find((b) => b.type === 'merchant' && b.banks.length > 0);
    if (!biller) throw new Error('no biller');
    const reveal = await callJson<Row>(
      'merchant',
      `biller/${biller.billerId}/bank/${biller.banks[0].channel}/api-information`,
    );
    expect(reveal.body.apiKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('takes https callbacks and app-scheme deeplinks, with messages for the rest', async () => {
    const http = await callJson<{ message: string; errors: Row }>(
      'merchant',
      'merchant/ST00001/callback_url',
      {
        method: 'PUT',
        body: { url: 'http://shop.example.co.th/cb' },
      },
    );
    expect(http.body).toEqual({
      code: 'validation',
      message: 'url must be an https:// URL',
      errors: { url: 'must be an https:// URL' },
    });
    const js = await callJson<{ message: string }>('merchant', 'merchant/ST00001/deeplink_url', {
      method: 'PUT',
      body: { redirectUrlAndroid: 'javascript:alert(1)' },
    });
    expect(js.body.message).toBe('redirectUrlAndroid must not use the javascript: scheme');
    const ok = await callJson<Row>('merchant', 'merchant/ST00001/deeplink_url', {
      method: 'PUT',
      body: {
        redirectUrlAndroid: 'myshop://pay/done',
        redirectUrlIOS: 'myshop://pay/done',
        redirectUrlDefault: 'https://shop.example.co.th/done',
      },
    });
    expect(ok.body).toMatchObject({
      redirectUrlAndroid: 'myshop://pay/done',
      redirectUrlDefault: 'https://shop.example.co.th/done',
    });
  });

  it('checks account length by bank and keeps a single main account', async () => {
    const store = 'ST00002';
    const path = `merchant/${store}/bank_account`;
    const tisco = await callJson<{ message: string }>('merchant', path, {
      method: 'POST',
      body: { bankCode: '067', bankAccountNo: '1234567890', bankAccountName: 'ร้านทดสอบ' },
    });
    expect(tisco.body.message).toBe('bankAccountNo must be 14 digits for this bank');
    const twoMain = await callJson<{ message: string }>('merchant', path, {
      method: 'POST',
      body: { bankCode: '067', bankAccountNo: '12345678901234', bankAccountName: 'ร้านทดสอบ', isMain: true },
    });
    expect(twoMain.status).toBe(400);
    expect(twoMain.body.message).toMatch(/already has a main account/);
    const created = await callJson<{ accountId: string; isMain: boolean }>('merchant', path, {
      method: 'POST',
      body: { bankCode: '067', bankAccountNo: '12345678901234', bankAccountName: 'ร้านทดสอบ' },
    });
    expect(created).toMatchObject({ status: 201, body: { isMain: false } });
    await callJson('merchant', `bank_account/${created.body.accountId}/main`, { method: 'PUT' });
    const accounts = await callJson<{ accountId: string; isMain: boolean }[]>('merchant', path);
    expect(Array.isArray(accounts.body)).toBe(true);
    expect(accounts.body.filter((a) => a.isMain).map((a) => a.accountId)).toEqual([created.body.accountId]);
  });

  it('lists documents by type and downloads real files', async () => {
    const files = await callJson<{ fileId: string; contentType: string; fileUrl: string }[]>(
      'merchant',
      'merchant/ST00001/file',
    );
    expect(files.body.length).toBeGreaterThanOrEqual(2);
    for (const f of files.body) {
      const res = await call('merchant', f.fileUrl);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(res.headers.get('content-type')).toBe(f.contentType);
      const magic = Array.from(bytes.slice(0, 4));
      if (f.contentType === 'image/png') expect(magic).toEqual([0x89, 0x50, 0x4e, 0x47]);
      if (f.contentType === 'image/jpeg') expect(magic.slice(0, 2)).toEqual([0xff, 0xd8]);
      if (f.contentType === 'application/pdf') expect(strFromU8(bytes.slice(0, 5))).toBe('%PDF-');
    }
  });
});

describe('accounting', () => {
  const approvable = () =>
    mock.db
      .table('fundingTransfers')
      .list()
      .filter((r) => r.status === 'Account approve');

  it('approves with who and when, replays an Idempotency-Key, and answers 409 for a changed row', async () => {
    const [a, b] = approvable();
    const headers = { 'Idempotency-Key': 'key-1' };
    const first = await callJson<{ items: Row[] }>('reporting', 'report/funding/approve_transaction', {
      method: 'POST',
      body: { ids: [a.id] },
      headers,
      as: USERS.finance,
    });
    expect(first.body.items[0]).toMatchObject({
      id: a.id,
      status: 'Pending for settle',
      approvedBy: 'วิชัย มั่งมี',
    });
    const replay = await call('reporting', 'report/funding/approve_transaction', {
      method: 'POST',
      body: { ids: [a.id] },
      headers,
      as: USERS.finance,
    });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const changed = await callJson<{ message: string }>('reporting', 'report/funding/approve_transaction', {
      method: 'POST',
      body: { ids: [b.id, a.id] },
      headers: { 'Idempotency-Key': 'key-2' },
      as: USERS.finance,
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toContain(`${a.id} is Pending for settle (approved by วิชัย มั่งมี)`);
    expect(mock.db.table('fundingTransfers').get(b.id)?.status).toBe('Account approve');
  });

  it('refuses approval to a role without approve on funding', async () => {
    const [a] = approvable();
    const res = await callJson<{ message: string }>('reporting', 'report/funding/approve_transaction', {
      method: 'POST',
      body: { ids: [a.id] },
      as: USERS.ops,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your role may not approve in Funding Transfer & Settlement');
    expect(mock.db.table('fundingTransfers').get(a.id)?.status).toBe('Account approve');
  });

  it('exports QR transactions as a zip holding an xlsx of the filtered rows', async () => {
    const query = { StartDate: '2026-10-01', EndDate: '2026-10-03' };
    const list = await callJson<Envelope>('reporting', 'report/transaction/GetTransactionByPaymentAdmin', {
      query,
    });
    const res = await call('reporting', 'report/transaction/GetTransactionByPaymentAdminExcel', { query });
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Transaction_\d{8}_\d{6}\.zip"/,
    );
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(zip);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^Transaction_\d{8}_\d{6}\.xlsx$/);
    const rows = sheetRows(zip[names[0]]);
    expect(rows[0][0]).toBe('Transaction No');
    expect(rows).toHaveLength(list.body.totalCount + 1);
    const noDates = await call('reporting', 'report/transaction/GetTransactionByPaymentAdminExcel');
    expect(noDates.status).toBe(400);
    expect(await noDates.text()).toBe('Choose a start and an end date (at most 366 days) before exporting');
  });

  it('exports external transactions as xlsx and the transfer-return list as a Thai-named zip', async () => {
    const ext = await call('reporting', 'report/transaction/get-transactions-external/export', {
      query: { StartDate: '2026-10-01', EndDate: '2026-10-01' },
    });
    expect(ext.headers.get('content-disposition')).toMatch(
      /filename="\[EXT\]-Transaction_\d{8}_\d{6}\.xlsx"/,
    );
    expect(sheetRows(new Uint8Array(await ext.arrayBuffer()))[0]).toContain('Partner');
    const ret = await call('reporting', 'report/transaction/GetTransactionByPaymentAdminTransferExcel', {
      method: 'POST',
      body: { size: 5, timestamp: '20261031_120000' },
    });
    const name = 'รายการโอนเงินคืนร้านค้าประจำวัน_20261031_120000.zip';
    expect(ret.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const zip = unzipSync(new Uint8Array(await ret.arrayBuffer()));
    expect(sheetRows(Object.values(zip)[0])).toHaveLength(6);
  });

  it('answers AR/PR and tax with exact totals of the filtered rows', async () => {
    const ar = await callJson<Envelope & { totals: Record<string, number> }>('reporting', 'report/ar_pr', {
      query: { StartDate: '2026-10-01', EndDate: '2026-10-31', PageSize: 1000 },
    });
    const sum = (f: string) => ar.body.items.reduce((s, r) => s + Math.round(Number(r[f]) * 100), 0) / 100;
    expect(ar.body.totals).toEqual({ ap: sum('ap'), ar: sum('ar'), amount: sum('amount') });
    const tax = await callJson<Envelope>('reporting', 'report/tax_calculation', {
      query: { month: '2026-09', PageSize: 1000 },
    });
    expect(tax.body.totalCount).toBeGreaterThan(0);
    for (const r of tax.body.items) {
      expect(r.month).toBe('2026-09');
      expect(Math.round(Number(r.taxAmount) * 100)).toBe(
        Math.round((Math.round(Number(r.amount2) * 100) * 7) / 100),
      );
    }
    const bad = await callJson('reporting', 'report/tax_calculation', { query: { month: '09-2026' } });
    expect(bad.status).toBe(400);
  });

  it("an MDR setting carries its bank's version: its toggles and its save are checked against it", async () => {
    type Setting = { version: number; paymentTerm: number };
    const read = async () => (await callJson<Setting>('payment', 'setting_mdr/006')).body;
    const seen = await read();
    const toggled = await call('payment', 'bank/006/paymentChannel/QR/toggle_active', {
      method: 'PUT',
      ifMatch: `"${seen.version}"`,
    });
    expect(toggled.status).toBe(200);
    const after = await read();
    expect(after.version).toBe(seen.version + 1);
    // A save from the page as it was before the toggle is refused; from the page after it, taken.
    const body = { paymentTerm: 20 };
    const stale = await call('payment', 'setting_mdr/006', {
      method: 'PUT',
      body,
      ifMatch: `"${seen.version}"`,
    });
    expect(stale.status).toBe(412);
    const saved = await call('payment', 'setting_mdr/006', {
      method: 'PUT',
      body,
      ifMatch: `"${after.version}"`,
    });
    expect(saved.status).toBe(200);
    expect((await read()).version).toBe(after.version + 1);
  });

  it('validates MDR rates (0–100, two decimals) and the setting follows the bank toggles', async () => {
    const mdr = mock.db.table('mdr').list()[0];
    const rate = { bankCode: mdr.banks[0].bankCode, channel: 'QR' };
    const three = await callJson<{ message: string }>('merchant', `mdr/${mdr.mdrId}`, {
      method: 'PUT',
      body: { rates: [{ ...rate, rate: 2.125 }] },
    });
    expect(three.body.message).toBe('rates[0].rate has at most 2 decimals');
    const over = await callJson('merchant', `mdr/${mdr.mdrId}`, {
      method: 'PUT',
      body: { rates: [{ ...rate, rate: 101 }] },
    });
    expect(over.status).toBe(400);
    const ok = await callJson<Row>('merchant', `mdr/${mdr.mdrId}`, {
      method: 'PUT',
      body: { paymentTerm: 15, rates: [{ ...rate, rate: 2.75 }] },
    });
    expect(ok.body.rates).toEqual([{ ...rate, rate: 2.75 }]);
    await call('payment', 'bank/004/paymentChannel/QR/toggle_active', { method: 'PUT' });
    const bank = mock.db.table('banks').get('004');
    const setting = await callJson<{ channels: { channel: string; isActive: boolean }[] }>(
      'payment',
      'setting_mdr/004',
    );
    expect(setting.body.channels.find((c) => c.channel === 'QR')?.isActive).toBe(
      bank?.channels.find((c) => c.channel === 'QR')?.isActive,
    );
  });
});
