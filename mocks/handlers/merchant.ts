/**
 * Merchant service (docs/api-contract.md, "Store detail and merchant", "Store register", "Billers", "Bank accounts",
 * "User requests", MDR): generic entity routes for its tables plus the calls that change one thing of
 * a store. Paths are listed in docs/api-contract.md.
 */
import { STORE_REGISTER_STATUSES, USER_REQUEST_STATUSES } from '../db/thai-data.ts';
import { toBangkokIso } from '../db/dates.ts';
import type { BillerItem, Merchant, MerchantRegister, MockRecord, UserRequest } from '../db/index.ts';
import { entityRoutes, listResponse, recordOr404, type EntitySpec } from './entities.ts';
import { isPlainObject, json, MockHttpError, readJsonObject, requireString } from './respond.ts';
import type { Route, RouteContext } from './router.ts';

const now = () => toBangkokIso(Date.now());

function httpUrl(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const url = new URL(String(value));
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // reported below
  }
  throw new MockHttpError(400, `${field} must be an http(s) URL`, { [field]: 'must be an http(s) URL' });
}

function firstString(body: Record<string, unknown>, ...fields: string[]): string {
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  throw new MockHttpError(400, `${fields[0]} is required`, { [fields[0]]: 'required' });
}

const merchantSpec: EntitySpec = {
  label: 'Store',
  service: 'merchant',
  table: 'merchants',
  idField: 'storeId',
  endpoints: {
    list: 'merchant',
    get: 'merchant/{id}',
    update: 'merchant/{id}',
    toggle: { method: 'PUT', path: 'merchant/{id}/toggle_active' },
  },
  searchFields: ['storeId', 'storeName', 'name', 'tel', 'email'],
  dateField: 'date',
  dateRule: 'ymd',
  defaultSort: { field: 'storeId', order: 'ASC' },
};

const registerSpec: EntitySpec = {
  label: 'Registration',
  service: 'merchant',
  table: 'merchantRegisters',
  idField: 'storeId',
  endpoints: { list: 'merchant_register', get: 'temp_merchant/{id}', update: 'temp_merchant/{id}' },
  searchFields: ['storeId', 'storeName', 'name', 'tel', 'email'],
  dateField: 'date',
  dateRule: 'dmy-next-day',
  defaultSort: { field: 'date', order: 'DESC' },
};

const branchSpec: EntitySpec = {
  label: 'Branch',
  service: 'merchant',
  table: 'branches',
  idField: 'branchId',
  endpoints: {
    get: 'branch/{id}',
    update: 'branch/{id}',
    toggle: { method: 'PUT', path: 'branch/{id}/toggle_active' },
  },
};

const billerSpec: EntitySpec = {
  label: 'Biller',
  service: 'merchant',
  table: 'billers',
  idField: 'billerId',
  endpoints: {
    get: 'biller/{id}',
    update: 'biller/{id}',
    delete: 'biller/{id}',
    toggle: { method: 'PUT', path: 'biller/{id}/toggle_active' },
  },
  embeddedToggles: [
    { method: 'PUT', path: 'biller/{id}/channel/{item}/toggle_active', source: 'banks', itemKey: 'channel' },
  ],
};

const systemBillerSpec: EntitySpec = {
  label: 'System biller',
  service: 'merchant',
  table: 'billers',
  idField: 'billerCode',
  endpoints: {
    list: 'system_biller',
    get: 'system_biller/{id}',
    update: 'system_biller/{id}',
    toggle: { method: 'PUT', path: 'system_biller/{id}/toggle_active' },
  },
  scope: (r) => r.type === 'system',
  searchFields: ['billerCode', 'billerName'],
  defaultSort: { field: 'billerCode', order: 'ASC' },
};

const bankAccountSpec: EntitySpec = {
  label: 'Bank account',
  service: 'merchant',
  table: 'bankAccounts',
  idField: 'accountId',
  endpoints: { get: 'bank_account/{id}', update: 'bank_account/{id}', delete: 'bank_account/{id}' },
};

const userRequestSpec: EntitySpec = {
  label: 'User request',
  service: 'merchant',
  table: 'userRequests',
  idField: 'id',
  endpoints: { list: 'user_request', get: 'user_request/{id}' },
  searchFields: ['id', 'storeId', 'storeName', 'username', 'typeEdit'],
  dateField: 'date',
  dateRule: 'dmy-next-day',
  defaultSort: { field: 'date', order: 'DESC' },
};

const merchantUserSpec: EntitySpec = {
  label: 'Merchant user',
  service: 'merchant',
  table: 'merchantUsers',
  idField: 'userId',
  endpoints: {
    list: 'merchant_employee',
    get: 'merchant_employee/{id}',
    update: 'merchant_employee/{id}',
    toggle: { method: 'POST', path: 'merchant_employee/{id}/toggle_active' },
  },
  searchFields: ['userId', 'username', 'firstname', 'lastname', 'email', 'storeId', 'storeName'],
  dateField: 'createdDate',
  defaultSort: { field: 'userId', order: 'ASC' },
};

const mdrSpec: EntitySpec = {
  label: 'MDR',
  service: 'merchant',
  table: 'mdr',
  idField: 'mdrId',
  endpoints: { list: 'mdr', get: 'mdr/{id}' },
  searchFields: ['mdrId', 'storeId', 'storeName', 'bankRegister'],
  dateField: 'updatedDate',
  defaultSort: { field: 'storeId', order: 'ASC' },
};

/** A registration (REG…) or a store (ST…): several calls of docs/api-contract.md apply to either. */
function storeOrRegistration(ctx: RouteContext): { table: 'merchants' | 'merchantRegisters'; id: string } {
  const id = ctx.params.id;
  if (ctx.db.table('merchantRegisters').get(id)) return { table: 'merchantRegisters', id };
  if (ctx.db.table('merchants').get(id)) return { table: 'merchants', id };
  throw new MockHttpError(404, `Store ${id} not found`);
}

function patchStore(ctx: RouteContext, patch: Partial<Merchant>): Response {
  recordOr404(ctx.db, 'merchants', ctx.params.id, 'Store');
  return json(ctx.db.table('merchants').update(ctx.params.id, patch));
}

function emailInUse(ctx: RouteContext, email: string): boolean {
  const e = email.toLowerCase();
  return (
    ctx.db
      .table('merchants')
      .list()
      .some((m) => m.email.toLowerCase() === e) ||
    ctx.db
      .table('merchantRegisters')
      .list()
      .some((r) => r.email.toLowerCase() === e) ||
    ctx.db
      .table('merchantUsers')
      .list()
      .some((u) => u.email.toLowerCase() === e)
  );
}

function byStore(ctx: RouteContext, rows: readonly MockRecord[]): MockRecord[] {
  recordOr404(ctx.db, 'merchants', ctx.params.id, 'Store');
  return rows.filter((r) => r.storeId === ctx.params.id);
}

function userRequestList(field: keyof Pick<UserRequest, 'pendingList' | 'pendingFiles' | 'completedFiles'>) {
  return (ctx: RouteContext) =>
    json(recordOr404(ctx.db, 'userRequests', ctx.params.id, 'User request')[field]);
}

const custom: Route[] = [
  {
    service: 'merchant',
    method: 'GET',
    path: 'merchant/dropdown',
    resolve: (ctx) => {
      const q = ctx.url.searchParams.get('q')?.trim().toLowerCase() ?? '';
      const rows = ctx.db
        .table('merchants')
        .list()
        .filter((m) => !q || m.storeId.toLowerCase().includes(q) || m.storeName.toLowerCase().includes(q))
        .slice(0, 50);
      return json(
        rows.map((m) => ({ name: `${m.storeId} ${m.storeName}`, value: m.storeId, imageUrl: null })),
      );
    },
  },
  {
    service: 'merchant',
    method: 'POST',
    path: 'merchant/:id/sap_customer_id/:value',
    resolve: (ctx) => patchStore(ctx, { sapCustomerId: ctx.params.value }),
  },
  {
    service: 'merchant',
    method: 'PUT',
    path: 'merchant/:id/send_success_mail',
    resolve: (ctx) => patchStore(ctx, { successMailSentAt: now() }),
  },
  {
    service: 'merchant',
    method: 'PUT',
    path: 'merchant/:id/callback_url',
    resolve: async (ctx) =>
      patchStore(ctx, { callbackUrl: httpUrl((await readJsonObject(ctx.request)).url, 'url') }),
  },
  {
    service: 'merchant',
    method: 'PUT',
    path: 'merchant/sub-merchant/:id/callback_url',
    resolve: async (ctx) =>
      patchStore(ctx, { subMerchantCallbackUrl: httpUrl((await readJsonObject(ctx.request)).url, 'url') }),
  },
  {
    service: 'merchant',
    method: 'PUT',
    path: 'merchant/:id/deeplink_url',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      return patchStore(ctx, {
        redirectUrlAndroid: httpUrlOrScheme(body.redirectUrlAndroid, 'redirectUrlAndroid'),
        redirectUrlIOS: httpUrlOrScheme(body.redirectUrlIOS, 'redirectUrlIOS'),
        redirectUrlDefault: httpUrl(body.redirectUrlDefault, 'redirectUrlDefault'),
      });
    },
  },
  {
    service: 'merchant',
    method: 'POST',
    path: 'merchant/:id/merchant_service_type',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const value = firstString(body, 'merchantServiceType', 'value');
      const known = ctx.db
        .table('masterLists')
        .list()
        .some((r) => r.list === 'merchantServiceType' && r.value === value);
      if (!known) throw new MockHttpError(400, `Unknown merchantServiceType ${value}`);
      return patchStore(ctx, { merchantServiceType: value });
    },
  },
  {
    service: 'merchant',
    method: 'PUT',
    path: 'merchant/:id/update_customer_group',
    resolve: async (ctx) => {
      const value = firstString(await readJsonObject(ctx.request), 'customerGroup', 'value');
      const known = ctx.db
        .table('masterLists')
        .list()
        .some((r) => r.list === 'customerGroup' && r.value === value);
      if (!known) throw new MockHttpError(400, `Unknown customerGroup ${value}`);
      return patchStore(ctx, { customerGroup: value });
    },
  },
  {
    service: 'merchant',
    method: 'POST',
    path: 'merchant/:id/sale_responsibility',
    resolve: async (ctx) => {
      const value = firstString(await readJsonObject(ctx.request), 'saleResponsibility', 'name', 'value');
      const { table, id } = storeOrRegistration(ctx);
      return json(ctx.db.table(table).update(id, { saleResponsibility: value }));
    },
  },
  {
    // A money-path operation (docs/api-contract.md): the console sends it with an Idempotency-Key.
    service: 'merchant',
    method: 'POST',
    path: 'merchant/:id/register_status',
    resolve: async (ctx) => {
      const status = firstString(await readJsonObject(ctx.request), 'status', 'value');
      if (!(STORE_REGISTER_STATUSES as readonly string[]).includes(status)) {
        throw new MockHttpError(400, `Unknown status ${status}`, { status: 'unknown' });
      }
      const { table, id } = storeOrRegistration(ctx);
      if (table === 'merchantRegisters') {
        const patch: Partial<MerchantRegister> = { status, isContact: status !== 'waiting for contact' };
        return json(ctx.db.table('merchantRegisters').update(id, patch));
      }
      return json(ctx.db.table('merchants').update(id, { registerStatus: status }));
    },
  },
  {
    service: 'merchant',
    method: 'GET',
    path: 'merchant/:id/branch',
    resolve: (ctx) =>
      listResponse(byStore(ctx, ctx.db.table('branches').list()), ctx, { searchFields: ['branchName'] }),
  },
  {
    service: 'merchant',
    method: 'POST',
    path: 'merchant/:id/branch',
    resolve: async (ctx) => {
      recordOr404(ctx.db, 'merchants', ctx.params.id, 'Store');
      const body = await readJsonObject(ctx.request);
      const branchName = requireString(body, 'branchName');
      const record = ctx.db.table('branches').insert({
        tel: '',
        address: '',
        ...body,
        branchId: undefined,
        branchName,
        storeId: ctx.params.id,
        isActive: true,
        createdDate: now(),
      });
      return json(record, 201);
    },
  },
  {
    service: 'merchant',
    method: 'GET',
    path: 'merchant/:id/biller',
    resolve: (ctx) => json(byStore(ctx, ctx.db.table('billers').list())),
  },
  {
    service: 'merchant',
    method: 'POST',
    path: 'biller',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const storeId = requireString(body, 'storeId');
      const store = recordOr404(ctx.db, 'merchants', storeId, 'Store');
      const record = ctx.db.table('billers').insert({
        banks: [],
        items: [],
        bankCode: '',
        bankName: '',
        branchId: null,
        billerCode: '',
        ...body,
        billerId: undefined,
        type: 'merchant',
        storeId,
        billerName:
          typeof body.billerName === 'string' && body.billerName ? body.billerName : store.storeName,
        isActive: true,
      });
      return json(record, 201);
    },
  },
  {
    service: 'merchant',
    method: 'POST',
    path: 'biller/:id/toggle_active',
    resolve: (ctx) => {
      const biller = recordOr404(ctx.db, 'billers', ctx.params.id, 'Biller');
      return json(ctx.db.table('billers').update(biller.billerId, { isActive: !biller.isActive }));
    },
  },
  {
    service: 'merchant',
    method: 'POST',
    path: 'system_biller',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const billerName = requireString(body, 'billerName');
      const count = ctx.db
        .table('billers')
        .list()
        .filter((b) => b.type === 'system').length;
      const record = ctx.db.table('billers').insert({
        banks: [],
        items: [],
        bankCode: '',
        bankName: '',
        ...body,
        billerId: undefined,
        billerCode: `SYS${String(count + 1).padStart(3, '0')}-${Date.now().toString(36).toUpperCase()}`,
        type: 'system',
        storeId: null,
        branchId: null,
        billerName,
        isActive: true,
      });
      return json(record, 201);
    },
  },
  ...['biller/:id/item', 'system_biller/:id/item'].map((path): Route => ({
    service: 'merchant',
    method: 'POST',
    path,
    resolve: async (ctx) => {
      const system = path.startsWith('system');
      const biller = system
        ? ctx.db
            .table('billers')
            .list()
            .find((b) => b.type === 'system' && b.billerCode === ctx.params.id)
        : ctx.db.table('billers').get(ctx.params.id);
      if (!biller) throw new MockHttpError(404, `Biller ${ctx.params.id} not found`);
      const body = await readJsonObject(ctx.request);
      const itemName = requireString(body, 'itemName');
      const amount = Number(body.amount ?? 0);
      if (!Number.isFinite(amount) || amount < 0)
        throw new MockHttpError(400, 'amount must be a positive number');
      const item = {
        itemId: `${biller.billerId}-I${biller.items.length + 1}-${Date.now().toString(36)}`,
        itemName,
        amount: Math.round(amount * 100) / 100,
        isActive: true,
      };
      ctx.db.table('billers').update(biller.billerId, { items: [...biller.items, item] });
      return json(item, 201);
    },
  })),
  {
    service: 'merchant',
    method: 'PUT',
    path: 'biller/item/:id',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      return updateBillerItem(ctx, (item) => ({
        ...item,
        itemName:
          typeof body.itemName === 'string' && body.itemName.trim() ? body.itemName.trim() : item.itemName,
        amount: body.amount === undefined ? item.amount : Math.round(Number(body.amount) * 100) / 100,
      }));
    },
  },
  {
    service: 'merchant',
    method: 'PUT',
    path: 'biller/item/:id/toggle_active',
    resolve: (ctx) => updateBillerItem(ctx, (item) => ({ ...item, isActive: !item.isActive })),
  },
  {
    service: 'merchant',
    method: 'GET',
    path: 'merchant/:id/bank_account',
    resolve: (ctx) => json(byStore(ctx, ctx.db.table('bankAccounts').list())),
  },
  {
    service: 'merchant',
    method: 'POST',
    path: 'merchant/:id/bank_account',
    resolve: async (ctx) => {
      recordOr404(ctx.db, 'merchants', ctx.params.id, 'Store');
      const body = await readJsonObject(ctx.request);
      const bankCode = requireString(body, 'bankCode');
      const bank = ctx.db.table('banks').get(bankCode);
      if (!bank) throw new MockHttpError(400, `Unknown bankCode ${bankCode}`, { bankCode: 'unknown' });
      const bankAccountNo = requireString(body, 'bankAccountNo');
      if (!/^\d{3}-?\d-?\d{5}-?\d$|^\d{10,12}$/.test(bankAccountNo)) {
        throw new MockHttpError(400, 'bankAccountNo must be a 10 to 12 digit account number', {
          bankAccountNo: 'invalid',
        });
      }
      const record = ctx.db.table('bankAccounts').insert({
        accountType: 'SAVING',
        isMain: false,
        ...body,
        accountId: undefined,
        storeId: ctx.params.id,
        bankCode,
        bankName: bank.bankName,
        bankAccountName: requireString(body, 'bankAccountName'),
        bankAccountNo,
        isActive: true,
      });
      return json(record, 201);
    },
  },
  {
    service: 'merchant',
    method: 'GET',
    path: 'check_email/:email',
    resolve: (ctx) => {
      const email = ctx.params.email;
      return json({ email, isUsed: emailInUse(ctx, email) });
    },
  },
  {
    service: 'merchant',
    method: 'POST',
    path: 'register_merchant',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const email = requireString(body, 'email');
      // docs/mock-backend.md: the mock register rejects an e-mail already in use.
      if (emailInUse(ctx, email)) throw new MockHttpError(400, 'User already exists', { email: 'in use' });
      const record = ctx.db.table('merchantRegisters').insert({
        banks: [],
        channel: 'เว็บไซต์',
        storeType: '',
        storeTypeId: '',
        merchantCategoryId: '',
        storeType2: null,
        address: '',
        website: null,
        emailStore: email,
        branch1: null,
        branch2: null,
        service: 'QR',
        saleResponsibility: null,
        tel: '',
        ...body,
        storeId: undefined,
        email,
        name: requireString(body, 'name'),
        storeName: requireString(body, 'storeName'),
        date: now(),
        status: 'waiting for contact',
        isContact: false,
      });
      return json(record, 201);
    },
  },
  {
    service: 'merchant',
    method: 'POST',
    path: 'user_merchant',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const email = requireString(body, 'email');
      if (emailInUse(ctx, email)) throw new MockHttpError(400, 'User already exists', { email: 'in use' });
      const storeId = requireString(body, 'storeId');
      const store = recordOr404(ctx.db, 'merchants', storeId, 'Store');
      const record = ctx.db.table('merchantUsers').insert({
        tel: '',
        role: 'owner',
        lastLogin: null,
        ...body,
        userId: undefined,
        email,
        storeId,
        storeName: store.storeName,
        username: typeof body.username === 'string' && body.username ? body.username : email.split('@')[0],
        firstname: requireString(body, 'firstname'),
        lastname: requireString(body, 'lastname'),
        isActive: true,
        createdDate: now(),
      });
      return json(record, 201);
    },
  },
  {
    service: 'merchant',
    method: 'GET',
    path: 'user_request/:id/pending_list',
    resolve: userRequestList('pendingList'),
  },
  {
    service: 'merchant',
    method: 'GET',
    path: 'user_request/:id/file_pending_list',
    resolve: userRequestList('pendingFiles'),
  },
  {
    service: 'merchant',
    method: 'GET',
    path: 'user_request/:id/file',
    resolve: userRequestList('completedFiles'),
  },
  {
    // Approve (all or some pending changes) or disapprove a request; sent with an Idempotency-Key.
    service: 'merchant',
    method: 'POST',
    path: 'user_request/:id',
    resolve: async (ctx) => {
      const request = recordOr404(ctx.db, 'userRequests', ctx.params.id, 'User request');
      const body = await readJsonObject(ctx.request);
      const status = firstString(body, 'status');
      if (!(USER_REQUEST_STATUSES as readonly string[]).includes(status) || status === 'waiting approve') {
        throw new MockHttpError(400, `status must be one of partly approved, fully approved, Disapprove`);
      }
      if (request.status === 'fully approved' || request.status === 'Disapprove') {
        throw new MockHttpError(409, `User request ${request.id} is already ${request.status}`);
      }
      const remark = typeof body.remark === 'string' ? body.remark : request.remark;
      if (status === 'Disapprove') {
        return json(ctx.db.table('userRequests').update(request.id, { status, remark }));
      }
      const approved =
        status === 'fully approved'
          ? request.pendingList.map((c) => c.field)
          : Array.isArray(body.approvedFields)
            ? body.approvedFields.filter((f): f is string => typeof f === 'string')
            : [];
      if (status === 'partly approved' && approved.length === 0) {
        throw new MockHttpError(400, 'approvedFields is required for a partial approval', {
          approvedFields: 'required',
        });
      }
      const moved = request.pendingList.filter((c) => approved.includes(c.field));
      const pendingList = request.pendingList.filter((c) => !approved.includes(c.field));
      const done = pendingList.length === 0;
      return json(
        ctx.db.table('userRequests').update(request.id, {
          status: done ? 'fully approved' : 'partly approved',
          remark,
          pendingList,
          completedList: [...request.completedList, ...moved],
          pendingFiles: done ? [] : request.pendingFiles,
          completedFiles: done
            ? [...request.completedFiles, ...request.pendingFiles]
            : request.completedFiles,
        }),
      );
    },
  },
  {
    service: 'merchant',
    method: 'GET',
    path: 'mdr/rate/:id',
    resolve: (ctx) => json(recordOr404(ctx.db, 'mdr', ctx.params.id, 'MDR').rates),
  },
  {
    service: 'merchant',
    method: 'PUT',
    path: 'mdr/:id',
    resolve: async (ctx) => {
      const mdr = recordOr404(ctx.db, 'mdr', ctx.params.id, 'MDR');
      const body = await readJsonObject(ctx.request);
      const paymentTerm = body.paymentTerm === undefined ? mdr.paymentTerm : Number(body.paymentTerm);
      if (!Number.isInteger(paymentTerm) || paymentTerm < 1 || paymentTerm > 90) {
        throw new MockHttpError(400, 'paymentTerm must be 1 to 90 days', { paymentTerm: 'out of range' });
      }
      const rates = Array.isArray(body.rates) ? body.rates.filter(isPlainObject) : mdr.rates;
      const cleanRates = rates.map((r) => {
        const rate = Number(r.rate);
        if (!Number.isFinite(rate) || rate < 0 || rate > 100) {
          throw new MockHttpError(400, 'rate must be 0 to 100 percent', { rates: 'out of range' });
        }
        return { bankCode: String(r.bankCode ?? ''), channel: String(r.channel ?? ''), rate };
      });
      const banks = mdr.banks.map((b) => ({
        ...b,
        mdr: cleanRates
          .filter((r) => r.bankCode === b.bankCode)
          .map((r) => `${r.channel} ${r.rate.toFixed(2)}%`)
          .join(', '),
      }));
      return json(
        ctx.db.table('mdr').update(mdr.mdrId, { paymentTerm, rates: cleanRates, banks, updatedDate: now() }),
      );
    },
  },
];

function httpUrlOrScheme(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  // App deep links use their own scheme (myshop://pay/done); only a scheme-less text is refused.
  if (typeof value === 'string' && /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(value.trim())) return value.trim();
  throw new MockHttpError(400, `${field} must be a URL`, { [field]: 'must be a URL' });
}

function updateBillerItem(ctx: RouteContext, change: (item: BillerItem) => BillerItem): Response {
  const biller = ctx.db
    .table('billers')
    .list()
    .find((b) => b.items.some((i) => i.itemId === ctx.params.id));
  if (!biller) throw new MockHttpError(404, `Biller item ${ctx.params.id} not found`);
  const items = biller.items.map((i) => (i.itemId === ctx.params.id ? change(i) : i));
  const item = items.find((i) => i.itemId === ctx.params.id);
  if (item && (!Number.isFinite(item.amount) || item.amount < 0)) {
    throw new MockHttpError(400, 'amount must be a positive number', { amount: 'invalid' });
  }
  ctx.db.table('billers').update(biller.billerId, { items });
  return json(item);
}

export const MERCHANT_SPECS: readonly EntitySpec[] = [
  merchantSpec,
  registerSpec,
  branchSpec,
  billerSpec,
  systemBillerSpec,
  bankAccountSpec,
  userRequestSpec,
  merchantUserSpec,
  mdrSpec,
];

export function merchantRoutes(): Route[] {
  return [...custom, ...MERCHANT_SPECS.flatMap(entityRoutes)];
}
