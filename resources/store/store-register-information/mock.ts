/**
 * Mock routes of registrations (merchant service, docs/mock-backend.md "Registration follow-up flow"):
 * the follow-up flow (`register_status`, enforced for a registration, any known status for a store),
 * the staff member following it up, editing a registration, the e-mail check, registering and the
 * owner's login made right after it. Sale responsibility and status also take a store's id.
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import type { MockRecord } from '../../../mocks/db/index.ts';
import type { MerchantBank, MerchantRegister, RegisterStatusChange } from './seed.ts';
import {
  accountDigitsOf,
  STORE_REGISTER_STATUSES,
  STORE_REGISTER_TRANSITIONS,
} from '../../../mocks/db/thai-data.ts';
import { actorOf } from '../../../mocks/handlers/actor.ts';
import { EMAIL, emailOf, httpsUrl, phone, taxIdOf, text } from '../../../mocks/handlers/checks.ts';
import { recordOr404 } from '../../../mocks/handlers/entities.ts';
import {
  alreadyDone,
  isPlainObject,
  json,
  MockHttpError,
  readJsonObject,
} from '../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../mocks/handlers/router.ts';

const now = () => toBangkokIso(Date.now());

/** A registration (REG…) or a store (ST…): sale responsibility applies to either. */
function storeOrRegistration(ctx: RouteContext): { table: 'merchants' | 'merchantRegisters'; id: string } {
  const id = ctx.params.id;
  if (ctx.db.table('merchantRegisters').get(id)) return { table: 'merchantRegisters', id };
  if (ctx.db.table('merchants').get(id)) return { table: 'merchants', id };
  throw new MockHttpError(404, `Store ${id} not found`);
}

/** Where an e-mail is already used: a store, a registration or a merchant user (the owner's login). */
export function emailOwner(ctx: RouteContext, email: string): string | null {
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
    // A refusal by the flow's rule, not a field's: no per-field errors, so its text (the why) is shown.
    throw new MockHttpError(400, `Cannot change the status from ${from} to ${to}: ${why}`);
  }
}

function changeRegistrationStatus(
  ctx: RouteContext,
  reg: MerchantRegister,
  status: string,
  remark: string | null,
): Response {
  // The same decision twice (two staff approving at once): the second is told, and nothing changes.
  if (reg.status === status && reg.statusHistory.length > 0) {
    const last = reg.statusHistory[reg.statusHistory.length - 1];
    const action = status === 'passed' ? 'approve' : status === 'failed' ? 'disapprove' : undefined;
    throw alreadyDone(
      `Registration ${reg.storeId} is already ${status}`,
      last.changedBy,
      last.changedDate,
      action,
    );
  }
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

/** Roles of a merchant user (the owner, made with the registration, and the staff the owner adds). */
export const MERCHANT_USER_ROLES = ['owner', 'manager', 'accountant', 'cashier'];

export function routes(): Route[] {
  return [
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
      overrides: 'store/store-register-information',
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
      overrides: 'store/store-register-information',
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
  ];
}
