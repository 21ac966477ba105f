/**
 * Merchant service: store register (registrations, their follow-up flow, check e-mail, register and the
 * owner's login), user requests and their decisions, merchant users, MDR; generic entity routes for
 * its tables. The store detail's parts are in store.ts. Paths are listed in docs/api-contract.md.
 */
import {
  accountDigitsOf,
  PAYMENT_CHANNELS,
  STORE_REGISTER_STATUSES,
  STORE_REGISTER_TRANSITIONS,
  USER_REQUEST_STATUSES,
} from '../db/thai-data.ts';
import { toBangkokIso } from '../db/dates.ts';
import type {
  MdrRate,
  MerchantBank,
  MerchantRegister,
  MerchantUser,
  MockRecord,
  RegisterStatusChange,
  UserRequest,
} from '../db/index.ts';
import { actorOf } from './actor.ts';
import { entityRoutes, recordOr404, type EntitySpec } from './entities.ts';
import { isPlainObject, json, MockHttpError, readJsonObject } from './respond.ts';
import type { Route, RouteContext } from './router.ts';
import { EMAIL, emailOf, httpsUrl, phone, storeRoutes, taxIdOf, text } from './store.ts';

const now = () => toBangkokIso(Date.now());

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

/** A registration (REG…) or a store (ST…): sale responsibility applies to either. */
function storeOrRegistration(ctx: RouteContext): { table: 'merchants' | 'merchantRegisters'; id: string } {
  const id = ctx.params.id;
  if (ctx.db.table('merchantRegisters').get(id)) return { table: 'merchantRegisters', id };
  if (ctx.db.table('merchants').get(id)) return { table: 'merchants', id };
  throw new MockHttpError(404, `Store ${id} not found`);
}

/** Where an e-mail is already used: a store, a registration or a merchant user (the owner's login). */
function emailOwner(ctx: RouteContext, email: string): string | null {
  const e = email.trim().toLowerCase();
  const m = ctx.db
    .table('merchants')
    .list()
    .find((r) => r.email.toLowerCase() === e);
  if (m) return m.storeId;
  const r = ctx.db
    .table('merchantRegisters')
    .list()
    .find((x) => x.email.toLowerCase() === e);
  if (r) return r.storeId;
  const u = ctx.db
    .table('merchantUsers')
    .list()
    .find((x) => x.email.toLowerCase() === e);
  return u ? u.userId : null;
}

function userRequestList(field: keyof Pick<UserRequest, 'pendingList' | 'pendingFiles' | 'completedFiles'>) {
  return (ctx: RouteContext) =>
    json(recordOr404(ctx.db, 'userRequests', ctx.params.id, 'User request')[field]);
}

/** 400 unless `to` may follow `from` in the registration flow (docs/mock-backend.md). */
export function checkRegisterTransition(from: string, to: string): void {
  if (!(STORE_REGISTER_STATUSES as readonly string[]).includes(to)) {
    throw new MockHttpError(400, `status must be one of ${STORE_REGISTER_STATUSES.join(', ')}`, {
      status: 'unknown status',
    });
  }
  const allowed = STORE_REGISTER_TRANSITIONS[from] ?? [];
  if (!allowed.includes(to)) {
    const why = allowed.length === 0 ? `${from} is final` : `from ${from} only ${allowed.join(' or ')}`;
    throw new MockHttpError(400, `Cannot change the status from ${from} to ${to}: ${why}`, {
      status: `not allowed after ${from}`,
    });
  }
}

function changeRegistrationStatus(
  ctx: RouteContext,
  reg: MerchantRegister,
  status: string,
  remark: string | null,
): Response {
  checkRegisterTransition(reg.status, status);
  const actor = actorOf(ctx);
  const change: RegisterStatusChange = {
    from: reg.status,
    to: status,
    remark,
    changedBy: actor.name,
    changedDate: now(),
  };
  return json(
    ctx.db.table('merchantRegisters').update(reg.storeId, {
      status,
      isContact: status !== 'waiting for contact' && status !== 'not reachable' ? true : reg.isContact,
      remark,
      statusHistory: [...reg.statusHistory, change],
    }),
  );
}

/** The registration's editable detail fields (temp_merchant and register_merchant). */
function registrationFields(ctx: RouteContext, body: Record<string, unknown>, create: boolean) {
  const patch: Partial<MerchantRegister> & { taxId?: string } = {};
  if (create || 'name' in body) patch.name = text(body, 'name', { required: true, max: 150 });
  if (create || 'storeName' in body) patch.storeName = text(body, 'storeName', { required: true, max: 200 });
  if (create || 'tel' in body) patch.tel = phone(body, 'tel', true);
  if ('emailStore' in body) patch.emailStore = emailOf(body, 'emailStore') ?? '';
  if ('taxId' in body) patch.taxId = taxIdOf(body, 'taxId');
  if ('website' in body) patch.website = httpsUrl(body.website, 'website');
  for (const f of ['address', 'branch1', 'branch2', 'storeType2', 'channel'] as const) {
    if (f in body) (patch as MockRecord)[f] = text(body, f, { max: 500 }) ?? null;
  }
  if ('addressDetail' in body && isPlainObject(body.addressDetail))
    patch.addressDetail = body.addressDetail as MerchantRegister['addressDetail'];
  if ('service' in body) {
    const list = Array.isArray(body.service) ? body.service : String(body.service ?? '').split(',');
    patch.service = list
      .map((v) => String(v).trim())
      .filter(Boolean)
      .join(', ');
  }
  if (create || 'merchantCategoryId' in body || 'storeTypeId' in body) {
    const id = String(body.merchantCategoryId ?? body.storeTypeId ?? '');
    if (create && !id)
      throw new MockHttpError(400, 'merchantCategoryId is required', { merchantCategoryId: 'is required' });
    const cat = ctx.db.table('merchantCategories').get(id);
    if (!cat || !cat.isActive)
      throw new MockHttpError(400, `merchantCategoryId is not an active store type (${id})`, {
        merchantCategoryId: 'unknown store type',
      });
    Object.assign(patch, { merchantCategoryId: id, storeTypeId: id, storeType: cat.storeType });
  }
  if ('banks' in body) patch.banks = registrationBanks(ctx, body.banks);
  return patch;
}

function registrationBanks(ctx: RouteContext, value: unknown): MerchantBank[] {
  if (!Array.isArray(value))
    throw new MockHttpError(400, 'banks must be a list', { banks: 'must be a list' });
  const banks = value.map((entry, i): MerchantBank => {
    if (!isPlainObject(entry)) throw new MockHttpError(400, `banks[${i}] must be an object`);
    const code = String(entry.bankCode ?? '');
    const bank = ctx.db.table('banks').get(code);
    if (!bank)
      throw new MockHttpError(400, `banks[${i}].bankCode is not a known bank (${code})`, {
        [`banks[${i}].bankCode`]: 'unknown bank',
      });
    const no = String(entry.bankAccountNo ?? '').replace(/[\s-]/g, '');
    const digits = accountDigitsOf(code);
    if (!/^\d+$/.test(no) || (digits !== undefined && no.length !== digits)) {
      throw new MockHttpError(
        400,
        `banks[${i}].bankAccountNo must be ${digits ?? 10} digits for ${bank.bankShortName}`,
        {
          [`banks[${i}].bankAccountNo`]: `must be ${digits ?? 10} digits`,
        },
      );
    }
    const name = String(entry.bankAccountName ?? '').trim();
    if (!name)
      throw new MockHttpError(400, `banks[${i}].bankAccountName is required`, {
        [`banks[${i}].bankAccountName`]: 'is required',
      });
    return {
      bankCode: code,
      bankName: bank.bankName,
      bankAccountName: name,
      bankAccountNo: no,
      isMain: entry.isMain === true,
      channel: typeof entry.channel === 'string' ? entry.channel : 'QR',
      billerId: typeof entry.billerId === 'string' && entry.billerId ? entry.billerId : null,
      isActive: entry.isActive !== false,
    };
  });
  const mains = banks.filter((b) => b.isMain).length;
  if (banks.length > 0 && mains === 0 && banks[0]) banks[0].isMain = true;
  if (mains > 1)
    throw new MockHttpError(400, 'Only one bank account can be the main account', {
      banks: 'two main accounts',
    });
  return banks;
}

type Decision = 'approved' | 'disapproved';

function decisionOf(value: unknown): Decision | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'approve' || v === 'approved') return 'approved';
  if (v === 'disapprove' || v === 'disapproved') return 'disapproved';
  return null;
}

/** The request's status after its items were decided. */
function requestStatus(
  pending: number,
  completed: readonly { decision?: Decision }[],
): UserRequest['status'] {
  const approved = completed.some((c) => c.decision !== 'disapproved');
  if (pending > 0)
    return approved ? 'partly approved' : completed.length ? 'partly approved' : 'waiting approve';
  return approved ? 'fully approved' : 'Disapprove';
}

/** One decision on one pending change (`field`) or pending file (`fileName`), with its remark. */
function decideItem(ctx: RouteContext, request: UserRequest, body: Record<string, unknown>): Response {
  const decision = decisionOf(body.decision ?? body.action);
  if (!decision)
    throw new MockHttpError(400, 'decision must be approve or disapprove', { decision: 'required' });
  const remark = typeof body.remark === 'string' ? body.remark.trim() : '';
  if (decision === 'disapproved' && !remark)
    throw new MockHttpError(400, 'remark is required to disapprove', { remark: 'is required' });
  if (remark.length > 500)
    throw new MockHttpError(400, 'remark must be at most 500 characters', { remark: 'too long' });
  const actor = actorOf(ctx);
  const stamp = { decision, remark: remark || null, decidedBy: actor.name, decidedDate: now() };
  let { pendingList, pendingFiles, completedList, completedFiles } = request;
  if (typeof body.field === 'string' && body.field) {
    const item = pendingList.find((c) => c.field === body.field);
    if (!item) {
      const done = completedList.find((c) => c.field === body.field);
      throw new MockHttpError(
        done ? 409 : 404,
        done
          ? `${body.field} of user request ${request.id} was already ${done.decision ?? 'decided'}`
          : `User request ${request.id} has no pending change of ${body.field}`,
      );
    }
    pendingList = pendingList.filter((c) => c !== item);
    completedList = [...completedList, { ...item, ...stamp }];
  } else if (typeof body.fileName === 'string' && body.fileName) {
    const item = pendingFiles.find((f) => f.fileName === body.fileName);
    if (!item) {
      const done = completedFiles.find((f) => f.fileName === body.fileName);
      throw new MockHttpError(
        done ? 409 : 404,
        done
          ? `${body.fileName} of user request ${request.id} was already ${done.decision ?? 'decided'}`
          : `User request ${request.id} has no pending file ${body.fileName}`,
      );
    }
    pendingFiles = pendingFiles.filter((f) => f !== item);
    completedFiles = [...completedFiles, { ...item, ...stamp }];
  } else {
    throw new MockHttpError(400, 'field or fileName is required', { field: 'is required' });
  }
  const status = requestStatus(pendingList.length + pendingFiles.length, [
    ...completedList,
    ...completedFiles,
  ]);
  return json(
    ctx.db.table('userRequests').update(request.id, {
      pendingList,
      pendingFiles,
      completedList,
      completedFiles,
      status,
      remark: remark || request.remark,
      updatedBy: actor.name,
      updatedDate: stamp.decidedDate,
    }),
  );
}

/** The older whole-request forms: fully approved, partly approved with approvedFields, Disapprove. */
function decideRequest(ctx: RouteContext, request: UserRequest, body: Record<string, unknown>): Response {
  const status = typeof body.status === 'string' ? body.status.trim() : '';
  if (!(USER_REQUEST_STATUSES as readonly string[]).includes(status) || status === 'waiting approve') {
    throw new MockHttpError(400, 'status must be one of partly approved, fully approved, Disapprove', {
      status: 'unknown',
    });
  }
  const actor = actorOf(ctx);
  const remark = typeof body.remark === 'string' && body.remark.trim() ? body.remark.trim() : null;
  const stampOf = (decision: Decision) => ({ decision, remark, decidedBy: actor.name, decidedDate: now() });
  if (status === 'Disapprove') {
    if (!remark) throw new MockHttpError(400, 'remark is required to disapprove', { remark: 'is required' });
    return json(
      ctx.db.table('userRequests').update(request.id, {
        status,
        remark,
        pendingList: [],
        pendingFiles: [],
        completedList: [
          ...request.completedList,
          ...request.pendingList.map((c) => ({ ...c, ...stampOf('disapproved') })),
        ],
        completedFiles: [
          ...request.completedFiles,
          ...request.pendingFiles.map((f) => ({ ...f, ...stampOf('disapproved') })),
        ],
        updatedBy: actor.name,
        updatedDate: now(),
      }),
    );
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
      remark: remark ?? request.remark,
      pendingList,
      completedList: [...request.completedList, ...moved.map((c) => ({ ...c, ...stampOf('approved') }))],
      pendingFiles: done ? [] : request.pendingFiles,
      completedFiles: done
        ? [...request.completedFiles, ...request.pendingFiles.map((f) => ({ ...f, ...stampOf('approved') }))]
        : request.completedFiles,
      updatedBy: actor.name,
      updatedDate: now(),
    }),
  );
}

function ratePercent(value: unknown, field: string): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 100)
    throw new MockHttpError(400, `${field} must be a percentage from 0 to 100`, { [field]: 'out of range' });
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6)
    throw new MockHttpError(400, `${field} has at most 2 decimals`, { [field]: 'too many decimals' });
  return Math.round(n * 100) / 100;
}

const MERCHANT_USER_ROLES = ['owner', 'manager', 'accountant', 'cashier'];

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
    // Staff member following the store or registration up: an active user of the employee list.
    service: 'merchant',
    method: 'POST',
    path: 'merchant/:id/sale_responsibility',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const { table, id } = storeOrRegistration(ctx);
      const key = ['userId', 'saleResponsibilityId', 'employeeId', 'saleResponsibility', 'value']
        .map((f) => body[f])
        .find((v): v is string => typeof v === 'string' && v.trim() !== '');
      if (!key) throw new MockHttpError(400, 'userId is required', { userId: 'is required' });
      const staff = ctx.db
        .table('staffUsers')
        .list()
        .find((u) => u.userId === key.trim() || `${u.firstname} ${u.lastname}` === key.trim());
      if (!staff) throw new MockHttpError(400, `Employee ${key} not found`, { userId: 'unknown employee' });
      if (!staff.isActive)
        throw new MockHttpError(400, `Employee ${staff.userId} is not active`, {
          userId: 'inactive employee',
        });
      const name = `${staff.firstname} ${staff.lastname}`;
      if (table === 'merchantRegisters')
        return json(
          ctx.db.table(table).update(id, { saleResponsibility: name, saleResponsibilityId: staff.userId }),
        );
      return json(ctx.db.table(table).update(id, { saleResponsibility: name }));
    },
  },
  {
    // Sent with an Idempotency-Key. For a registration the follow-up flow is enforced.
    service: 'merchant',
    method: 'POST',
    path: 'merchant/:id/register_status',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const status =
        typeof body.status === 'string'
          ? body.status.trim()
          : typeof body.value === 'string'
            ? body.value.trim()
            : '';
      if (!status) throw new MockHttpError(400, 'status is required', { status: 'is required' });
      const remark = typeof body.remark === 'string' && body.remark.trim() ? body.remark.trim() : null;
      if (remark && remark.length > 500)
        throw new MockHttpError(400, 'remark must be at most 500 characters', { remark: 'too long' });
      const { table, id } = storeOrRegistration(ctx);
      if (table === 'merchantRegisters') {
        const reg = recordOr404(ctx.db, 'merchantRegisters', id, 'Registration');
        return changeRegistrationStatus(ctx, reg, status, remark);
      }
      if (!(STORE_REGISTER_STATUSES as readonly string[]).includes(status))
        throw new MockHttpError(400, `status must be one of ${STORE_REGISTER_STATUSES.join(', ')}`, {
          status: 'unknown status',
        });
      return json(ctx.db.table('merchants').update(id, { registerStatus: status }));
    },
  },
  {
    service: 'merchant',
    method: 'GET',
    path: 'merchant_register/:id/status',
    resolve: (ctx) => {
      const reg = recordOr404(ctx.db, 'merchantRegisters', ctx.params.id, 'Registration');
      return json({
        status: reg.status,
        next: STORE_REGISTER_TRANSITIONS[reg.status] ?? [],
        history: reg.statusHistory,
      });
    },
  },
  {
    service: 'merchant',
    method: 'PUT',
    path: 'temp_merchant/:id',
    resolve: async (ctx) => {
      const reg = recordOr404(ctx.db, 'merchantRegisters', ctx.params.id, 'Registration');
      const body = await readJsonObject(ctx.request);
      const patch = registrationFields(ctx, body, false);
      if ('email' in body) {
        const email = emailOf(body, 'email', true) ?? '';
        const owner = emailOwner(ctx, email);
        if (owner && owner !== reg.storeId)
          throw new MockHttpError(400, 'User already exists', { email: 'is already used' });
        patch.email = email;
      }
      return json(ctx.db.table('merchantRegisters').update(reg.storeId, patch));
    },
  },
  {
    service: 'merchant',
    method: 'GET',
    path: 'check_email/:email',
    resolve: (ctx) => {
      const email = ctx.params.email.trim();
      if (!EMAIL.test(email))
        throw new MockHttpError(400, 'email must be an e-mail address', { email: 'invalid' });
      const used = emailOwner(ctx, email) !== null;
      return json({ email, isUsed: used, message: used ? 'This e-mail is already used' : null });
    },
  },
  {
    service: 'merchant',
    method: 'POST',
    path: 'register_merchant',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const email = emailOf(body, 'email', true) ?? '';
      // The mock register refuses an e-mail already in use.
      if (emailOwner(ctx, email))
        throw new MockHttpError(400, 'User already exists', { email: 'is already used' });
      const fields = registrationFields(ctx, body, true);
      const record = ctx.db.table('merchantRegisters').insert({
        channel: 'เว็บไซต์',
        storeType2: null,
        address: '',
        website: null,
        emailStore: email,
        branch1: null,
        branch2: null,
        service: 'QR',
        banks: [],
        ...fields,
        email,
        date: now(),
        status: 'waiting for contact',
        isContact: false,
        saleResponsibility: null,
        saleResponsibilityId: null,
        remark: null,
        statusHistory: [],
      });
      return json(record, 201);
    },
  },
  {
    // The owner's login, made right after register_merchant with the same e-mail.
    service: 'merchant',
    method: 'POST',
    path: 'user_merchant',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const email = emailOf(body, 'email', true) ?? '';
      const storeId = text(body, 'storeId', { required: true }) ?? '';
      const { table } = storeOrRegistration({ ...ctx, params: { id: storeId } });
      const target =
        table === 'merchants'
          ? ctx.db.table('merchants').get(storeId)
          : ctx.db.table('merchantRegisters').get(storeId);
      const owner = emailOwner(ctx, email);
      if (owner && owner !== storeId)
        throw new MockHttpError(400, 'User already exists', { email: 'is already used' });
      const role = text(body, 'role') ?? 'owner';
      if (!MERCHANT_USER_ROLES.includes(role))
        throw new MockHttpError(400, `role must be one of ${MERCHANT_USER_ROLES.join(', ')}`, {
          role: 'unknown role',
        });
      const record = ctx.db.table('merchantUsers').insert({
        lastLogin: null,
        email,
        storeId,
        storeName: target?.storeName ?? '',
        username: text(body, 'username', { max: 60 }) ?? email.split('@')[0],
        firstname: text(body, 'firstname', { required: true, max: 100 }),
        lastname: text(body, 'lastname', { required: true, max: 100 }),
        tel: phone(body, 'tel') ?? '',
        role,
        isActive: true,
        createdDate: now(),
      });
      return json(record, 201);
    },
  },
  {
    service: 'merchant',
    method: 'PUT',
    path: 'merchant_employee/:id',
    resolve: async (ctx) => {
      const user = recordOr404(ctx.db, 'merchantUsers', ctx.params.id, 'Merchant user');
      const body = await readJsonObject(ctx.request);
      const patch: Partial<MerchantUser> = {};
      if ('firstname' in body) patch.firstname = text(body, 'firstname', { required: true, max: 100 });
      if ('lastname' in body) patch.lastname = text(body, 'lastname', { required: true, max: 100 });
      if ('tel' in body) patch.tel = phone(body, 'tel') ?? '';
      if ('role' in body) {
        const role = text(body, 'role', { required: true }) ?? '';
        if (!MERCHANT_USER_ROLES.includes(role))
          throw new MockHttpError(400, `role must be one of ${MERCHANT_USER_ROLES.join(', ')}`, {
            role: 'unknown role',
          });
        patch.role = role;
      }
      if ('email' in body) {
        const email = emailOf(body, 'email', true) ?? '';
        const owner = emailOwner(ctx, email);
        if (owner && owner !== user.userId && owner !== user.storeId)
          throw new MockHttpError(400, 'User already exists', { email: 'is already used' });
        patch.email = email;
      }
      if ('isActive' in body) patch.isActive = body.isActive === true;
      return json(ctx.db.table('merchantUsers').update(user.userId, patch));
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
    service: 'merchant',
    method: 'GET',
    path: 'user_request/:id/completed_list',
    resolve: (ctx) => json(recordOr404(ctx.db, 'userRequests', ctx.params.id, 'User request').completedList),
  },
  {
    // Approve or disapprove one item (`{ field | fileName, decision, remark }`), or the whole request
    // (`{ status, approvedFields?, remark }`); sent with an Idempotency-Key.
    service: 'merchant',
    method: 'POST',
    path: 'user_request/:id',
    // Deciding on a merchant's change request edits its data: edit, which operations staff have.
    access: { menu: 'userRequest', action: 'edit' },
    resolve: async (ctx) => {
      const request = recordOr404(ctx.db, 'userRequests', ctx.params.id, 'User request');
      const body = await readJsonObject(ctx.request);
      if (request.status === 'fully approved' || request.status === 'Disapprove') {
        throw new MockHttpError(409, `User request ${request.id} is already ${request.status}`);
      }
      if ('decision' in body || 'action' in body) return decideItem(ctx, request, body);
      return decideRequest(ctx, request, body);
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
        throw new MockHttpError(400, 'paymentTerm must be a whole number of days from 1 to 90', {
          paymentTerm: 'out of range',
        });
      }
      if ('rates' in body && !Array.isArray(body.rates))
        throw new MockHttpError(400, 'rates must be a list', { rates: 'must be a list' });
      const rates = Array.isArray(body.rates) ? body.rates : mdr.rates;
      const cleanRates: MdrRate[] = rates.map((r, i) => {
        if (!isPlainObject(r)) throw new MockHttpError(400, `rates[${i}] must be an object`);
        const bankCode = String(r.bankCode ?? '');
        const channel = String(r.channel ?? '');
        if (!mdr.banks.some((b) => b.bankCode === bankCode))
          throw new MockHttpError(400, `rates[${i}].bankCode ${bankCode} is not a bank of this store`, {
            [`rates[${i}].bankCode`]: 'unknown bank',
          });
        if (!(PAYMENT_CHANNELS as readonly string[]).includes(channel))
          throw new MockHttpError(400, `rates[${i}].channel ${channel} is not a payment channel`, {
            [`rates[${i}].channel`]: 'unknown channel',
          });
        return { bankCode, channel, rate: ratePercent(r.rate, `rates[${i}].rate`) };
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
  return [...custom, ...storeRoutes(), ...MERCHANT_SPECS.flatMap(entityRoutes)];
}
