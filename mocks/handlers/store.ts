/**
 * Merchant service, the store detail's parts (docs/api-contract.md "merchant"): the calls that change
 * one part of a store (SAP id, mail, callbacks, deeplinks, service type, customer group, register
 * status), branches, billers with their items and bank channels, bank accounts and documents. Each
 * checks its input and answers `{ message, errors }` the screens show next to the field.
 */
import { toBangkokIso } from '../db/dates.ts';
import { documentBytes, storeDocumentLines } from '../db/documents.ts';
import { hashString } from '../db/prng.ts';
import {
  accountDigitsOf,
  PAYMENT_CHANNELS,
  STORE_FILE_CONTENT_TYPES,
  STORE_FILE_TYPES,
} from '../db/thai-data.ts';
import type {
  BankAccount,
  Biller,
  BillerBank,
  BillerItem,
  Branch,
  Merchant,
  MockDb,
  MockRecord,
} from '../db/index.ts';
import { actorOf } from './actor.ts';
import { listResponse, recordOr404 } from './entities.ts';
import { fileResponse } from './files.ts';
import { isPlainObject, json, MockHttpError, readJsonObject } from './respond.ts';
import type { Route, RouteContext } from './router.ts';
import { MAX_DOCUMENT_BYTES } from './upload.ts';
import { readUpload } from './uploadStore.ts';

const now = () => toBangkokIso(Date.now());

/** 400 with one field's message, as the screens show it next to the field. */
export function invalid(field: string, problem: string): MockHttpError {
  return new MockHttpError(400, `${field} ${problem}`, { [field]: problem });
}

export function text(
  body: Record<string, unknown>,
  field: string,
  opts: { required?: boolean; max?: number } = {},
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (opts.required) throw invalid(field, 'is required');
    return undefined;
  }
  if (typeof value !== 'string') throw invalid(field, 'must be text');
  const trimmed = value.trim();
  if (opts.max !== undefined && trimmed.length > opts.max)
    throw invalid(field, `must be at most ${opts.max} characters`);
  return trimmed;
}

export const THAI_PHONE = /^0\d{8,9}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function phone(body: Record<string, unknown>, field: string, required = false): string | undefined {
  const value = text(body, field, { required });
  if (value === undefined) return undefined;
  const digits = value.replace(/[\s-]/g, '');
  if (!THAI_PHONE.test(digits)) throw invalid(field, 'must be a Thai phone number (0 and 8 or 9 digits)');
  return digits;
}

export function emailOf(body: Record<string, unknown>, field: string, required = false): string | undefined {
  const value = text(body, field, { required, max: 254 });
  if (value === undefined) return undefined;
  if (!EMAIL.test(value)) throw invalid(field, 'must be an e-mail address');
  return value.toLowerCase();
}

/** 13-digit Thai tax id with its check digit. */
export function isThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

export function taxIdOf(body: Record<string, unknown>, field: string, required = false): string | undefined {
  const value = text(body, field, { required });
  if (value === undefined) return undefined;
  const digits = value.replace(/[\s-]/g, '');
  if (!isThaiTaxId(digits)) throw invalid(field, 'must be a 13-digit tax ID with a valid check digit');
  return digits;
}

/** A callback address: https only. */
export function httpsUrl(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  let url: URL | undefined;
  try {
    url = new URL(String(value).trim());
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 'https:' || !url.hostname) throw invalid(field, 'must be an https:// URL');
  return url.href;
}

const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'http']);

/** A deeplink: https or an app's own scheme (`myshop://pay/done`); never javascript:, data:, http: … */
export function deeplink(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const raw = String(value).trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
  if (!scheme) throw invalid(field, 'must be an https:// or app-scheme link (myapp://…)');
  if (FORBIDDEN_SCHEMES.has(scheme)) throw invalid(field, `must not use the ${scheme}: scheme`);
  if (/\s/.test(raw) || !/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(raw))
    throw invalid(field, 'must be an https:// or app-scheme link (myapp://…)');
  return raw;
}

/** Baht with at most 2 decimals, within [min, max]. */
export function money(value: unknown, field: string, min: number, max: number): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < min || n > max)
    throw invalid(field, `must be a number from ${min} to ${max}`);
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) throw invalid(field, 'has at most 2 decimals');
  return Math.round(n * 100) / 100;
}

function bool(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalid(field, 'must be true or false');
  return value;
}

function store(ctx: RouteContext, id = ctx.params.id): Merchant {
  return recordOr404(ctx.db, 'merchants', id, 'Store');
}

function patchStore(ctx: RouteContext, patch: Partial<Merchant>): Response {
  store(ctx);
  return json(ctx.db.table('merchants').update(ctx.params.id, patch));
}

function masterValue(ctx: RouteContext, list: string, value: string, field: string): string {
  const known = ctx.db
    .table('masterLists')
    .list()
    .some((r) => r.list === list && r.value === value);
  if (!known) throw invalid(field, `is not a known value (${value})`);
  return value;
}

function firstText(body: Record<string, unknown>, ...fields: string[]): string {
  for (const f of fields) {
    const v = body[f];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  throw invalid(fields[0], 'is required');
}

// ---------------------------------------------------------------------------------------------
// Store general information

const STORE_EDITABLE = [
  'storeName',
  'name',
  'firstname',
  'lastname',
  'website',
  'storeType',
  'storeTypeId',
  'merchantCategoryId',
  'address',
  'addressDetail',
  'service',
  'status',
] as const;

async function updateStore(ctx: RouteContext): Promise<Response> {
  const current = store(ctx);
  const body = await readJsonObject(ctx.request);
  const patch: Partial<Merchant> = {};
  for (const key of STORE_EDITABLE) if (key in body) (patch as MockRecord)[key] = body[key];
  if ('storeName' in body) patch.storeName = text(body, 'storeName', { required: true, max: 200 });
  if ('tel' in body) patch.tel = phone(body, 'tel', true);
  if ('email' in body) patch.email = emailOf(body, 'email', true);
  if ('emailStore' in body) patch.emailStore = emailOf(body, 'emailStore', true);
  if ('taxId' in body) patch.taxId = taxIdOf(body, 'taxId', true);
  if ('website' in body) patch.website = httpsUrl(body.website, 'website');
  if ('status' in body && body.status !== 'Test' && body.status !== 'Production')
    throw invalid('status', 'must be Test or Production');
  if ('service' in body) {
    const list = body.service;
    if (!Array.isArray(list) || !list.every((v) => typeof v === 'string'))
      throw invalid('service', 'must be a list of services');
    for (const v of list) masterValue(ctx, 'service', v, 'service');
    patch.service = list;
    patch.channel = list.join(', ');
  }
  if ('storeTypeId' in body || 'merchantCategoryId' in body) {
    const id = String(body.merchantCategoryId ?? body.storeTypeId ?? '');
    const cat = ctx.db.table('merchantCategories').get(id);
    if (!cat) throw invalid('merchantCategoryId', `is not a known store type (${id})`);
    Object.assign(patch, { storeTypeId: id, merchantCategoryId: id, storeType: cat.storeType });
  }
  return json(ctx.db.table('merchants').update(current.storeId, patch));
}

// ---------------------------------------------------------------------------------------------
// Branches

async function branchBody(body: Record<string, unknown>, create: boolean): Promise<Partial<Branch>> {
  const patch: Partial<Branch> = {};
  if (create || 'branchName' in body)
    patch.branchName = text(body, 'branchName', { required: true, max: 150 });
  if ('tel' in body) patch.tel = phone(body, 'tel') ?? '';
  if ('address' in body) patch.address = text(body, 'address', { max: 500 }) ?? '';
  if ('addressDetail' in body && isPlainObject(body.addressDetail))
    patch.addressDetail = body.addressDetail as Branch['addressDetail'];
  return patch;
}

// ---------------------------------------------------------------------------------------------
// Billers

function randomHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

function billerBanks(value: unknown): (BillerBank & { apiKey?: string; secretKey?: string })[] {
  if (!Array.isArray(value)) throw invalid('banks', 'must be a list');
  const seen = new Set<string>();
  return value.map((entry, i) => {
    if (!isPlainObject(entry)) throw invalid(`banks[${i}]`, 'must be an object');
    const channel = text(entry, 'channel', { required: true }) ?? '';
    if (!(PAYMENT_CHANNELS as readonly string[]).includes(channel))
      throw invalid(`banks[${i}].channel`, `is not a payment channel (${channel})`);
    if (seen.has(channel)) throw invalid(`banks[${i}].channel`, `is listed twice (${channel})`);
    seen.add(channel);
    const billerId = text(entry, 'billerId', { required: true, max: 20 }) ?? '';
    if (!/^\d{15}$/.test(billerId)) throw invalid(`banks[${i}].billerId`, 'must be 15 digits');
    return {
      channel,
      billerId,
      billerRef: text(entry, 'billerRef', { required: true, max: 30 }) ?? '',
      isActive: entry.isActive !== false,
      apiKey: typeof entry.apiKey === 'string' && entry.apiKey ? entry.apiKey : undefined,
      secretKey: typeof entry.secretKey === 'string' && entry.secretKey ? entry.secretKey : undefined,
    };
  });
}

/** Keeps the keys of the biller's channels in billerSecrets (given ones, else new ones). */
function saveBillerBanks(db: MockDb, billerId: string, banks: ReturnType<typeof billerBanks>): BillerBank[] {
  const secrets = db.table('billerSecrets');
  for (const old of secrets.list().filter((s) => s.billerId === billerId)) {
    if (!banks.some((b) => b.channel === old.channel)) secrets.remove(old.id);
  }
  return banks.map(({ apiKey, secretKey, ...bank }) => {
    const id = `${billerId}:${bank.channel}`;
    const existing = secrets.get(id);
    if (existing) {
      if (apiKey || secretKey)
        secrets.update(id, { apiKey: apiKey ?? existing.apiKey, secretKey: secretKey ?? existing.secretKey });
    } else {
      secrets.insert({
        id,
        billerId,
        channel: bank.channel,
        apiKey: apiKey ?? randomHex(32),
        secretKey: secretKey ?? randomHex(40),
      });
    }
    return bank;
  });
}

function findBiller(ctx: RouteContext, system: boolean): Biller {
  const id = ctx.params.id;
  const biller = system
    ? ctx.db
        .table('billers')
        .list()
        .find((b) => b.type === 'system' && b.billerCode === id)
    : ctx.db.table('billers').get(id);
  if (!biller || (!system && biller.type === 'system' && !ctx.db.table('billers').get(id)))
    throw new MockHttpError(404, `Biller ${id} not found`);
  return biller;
}

async function billerFields(ctx: RouteContext, body: Record<string, unknown>, create: boolean) {
  const patch: Partial<Biller> = {};
  if (create || 'billerName' in body)
    patch.billerName = text(body, 'billerName', { required: true, max: 150 });
  if ('bankCode' in body) {
    const code = text(body, 'bankCode', { required: true }) ?? '';
    const bank = ctx.db.table('banks').get(code);
    if (!bank) throw invalid('bankCode', `is not a known bank (${code})`);
    patch.bankCode = code;
    patch.bankName = bank.bankName;
  }
  return patch;
}

function deleteBiller(ctx: RouteContext, biller: Biller): Response {
  ctx.db.table('billers').remove(biller.billerId);
  const secrets = ctx.db.table('billerSecrets');
  for (const s of secrets.list().filter((x) => x.billerId === biller.billerId)) secrets.remove(s.id);
  return json(biller);
}

function itemBody(body: Record<string, unknown>, create: boolean): Partial<BillerItem> {
  const patch: Partial<BillerItem> = {};
  if (create || 'itemName' in body) patch.itemName = text(body, 'itemName', { required: true, max: 100 });
  if (create || 'amount' in body) patch.amount = money(body.amount, 'amount', 0.01, 1_000_000);
  return patch;
}

function updateBillerItem(ctx: RouteContext, change: (item: BillerItem) => BillerItem): Response {
  const biller = ctx.db
    .table('billers')
    .list()
    .find((b) => b.items.some((i) => i.itemId === ctx.params.id));
  if (!biller) throw new MockHttpError(404, `Biller item ${ctx.params.id} not found`);
  const items = biller.items.map((i) => (i.itemId === ctx.params.id ? change(i) : i));
  ctx.db.table('billers').update(biller.billerId, { items });
  return json(items.find((i) => i.itemId === ctx.params.id));
}

// ---------------------------------------------------------------------------------------------
// Bank accounts

function accountNumber(bankCode: string, value: unknown): string {
  const raw = typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
  if (!raw) throw invalid('bankAccountNo', 'is required');
  const digits = accountDigitsOf(bankCode);
  if (!/^\d+$/.test(raw)) throw invalid('bankAccountNo', 'must be digits only');
  if (digits !== undefined && raw.length !== digits)
    throw invalid('bankAccountNo', `must be ${digits} digits for this bank`);
  return raw;
}

function accountsOf(db: MockDb, storeId: string): BankAccount[] {
  return db
    .table('bankAccounts')
    .list()
    .filter((a) => a.storeId === storeId);
}

function mainConflict(db: MockDb, storeId: string, exceptId?: string): BankAccount | undefined {
  return accountsOf(db, storeId).find((a) => a.isMain && a.accountId !== exceptId);
}

const TWO_MAIN = (main: BankAccount) =>
  new MockHttpError(
    400,
    `Store ${main.storeId} already has a main account (${main.accountId}); make this one main with PUT bank_account/{id}/main`,
    { isMain: 'only one main account per store' },
  );

async function createAccount(ctx: RouteContext): Promise<Response> {
  const s = store(ctx);
  const body = await readJsonObject(ctx.request);
  const bankCode = text(body, 'bankCode', { required: true }) ?? '';
  const bank = ctx.db.table('banks').get(bankCode);
  if (!bank) throw invalid('bankCode', `is not a known bank (${bankCode})`);
  const bankAccountNo = accountNumber(bankCode, body.bankAccountNo);
  const bankAccountName = text(body, 'bankAccountName', { required: true, max: 150 }) ?? '';
  const accountType = text(body, 'accountType') ?? 'SAVING';
  masterValue(ctx, 'accountType', accountType, 'accountType');
  const existing = accountsOf(ctx.db, s.storeId);
  if (existing.some((a) => a.bankCode === bankCode && a.bankAccountNo === bankAccountNo))
    throw invalid('bankAccountNo', 'is already an account of this store');
  const main = mainConflict(ctx.db, s.storeId);
  const wantsMain = bool(body, 'isMain');
  if (wantsMain && main) throw TWO_MAIN(main);
  const record = ctx.db.table('bankAccounts').insert({
    storeId: s.storeId,
    bankCode,
    bankName: bank.bankName,
    bankAccountName,
    bankAccountNo,
    accountType,
    // A store's first account is its main account.
    isMain: wantsMain ?? !main,
    isActive: bool(body, 'isActive') ?? true,
  });
  return json(record, 201);
}

async function updateAccount(ctx: RouteContext): Promise<Response> {
  const current = recordOr404(ctx.db, 'bankAccounts', ctx.params.id, 'Bank account');
  const body = await readJsonObject(ctx.request);
  const patch: Partial<BankAccount> = {};
  const bankCode = 'bankCode' in body ? (text(body, 'bankCode', { required: true }) ?? '') : current.bankCode;
  const bank = ctx.db.table('banks').get(bankCode);
  if (!bank) throw invalid('bankCode', `is not a known bank (${bankCode})`);
  if ('bankCode' in body || 'bankAccountNo' in body) {
    patch.bankCode = bankCode;
    patch.bankName = bank.bankName;
    patch.bankAccountNo = accountNumber(bankCode, body.bankAccountNo ?? current.bankAccountNo);
  }
  if ('bankAccountName' in body)
    patch.bankAccountName = text(body, 'bankAccountName', { required: true, max: 150 });
  if ('accountType' in body) {
    patch.accountType = text(body, 'accountType', { required: true });
    masterValue(ctx, 'accountType', patch.accountType ?? '', 'accountType');
  }
  const isMain = bool(body, 'isMain');
  if (isMain === true && !current.isMain) {
    const main = mainConflict(ctx.db, current.storeId, current.accountId);
    if (main) throw TWO_MAIN(main);
    patch.isMain = true;
  }
  if (isMain === false && current.isMain)
    throw new MockHttpError(400, 'A store keeps one main account: make another account main first', {
      isMain: 'the main account cannot be unset',
    });
  const isActive = bool(body, 'isActive');
  if (isActive === false && (patch.isMain ?? current.isMain))
    throw new MockHttpError(400, 'The main account cannot be deactivated', { isActive: 'main account' });
  if (isActive !== undefined) patch.isActive = isActive;
  return json(ctx.db.table('bankAccounts').update(current.accountId, patch));
}

function makeMain(ctx: RouteContext): Response {
  const account = recordOr404(ctx.db, 'bankAccounts', ctx.params.id, 'Bank account');
  if (!account.isActive) throw new MockHttpError(400, 'An inactive account cannot be the main account');
  const table = ctx.db.table('bankAccounts');
  for (const other of accountsOf(ctx.db, account.storeId)) {
    if (other.isMain && other.accountId !== account.accountId)
      table.update(other.accountId, { isMain: false });
  }
  return json(table.update(account.accountId, { isMain: true }));
}

function deleteAccount(ctx: RouteContext): Response {
  const account = recordOr404(ctx.db, 'bankAccounts', ctx.params.id, 'Bank account');
  const others = accountsOf(ctx.db, account.storeId).filter((a) => a.accountId !== account.accountId);
  if (account.isMain && others.length > 0)
    throw new MockHttpError(400, 'The main account cannot be deleted: make another account main first');
  ctx.db.table('bankAccounts').remove(account.accountId);
  return json(account);
}

// ---------------------------------------------------------------------------------------------
// Documents

function fileType(value: unknown): string {
  const t = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!(STORE_FILE_TYPES as readonly string[]).includes(t))
    throw invalid('typeFile', `must be one of ${STORE_FILE_TYPES.join(', ')}`);
  return t;
}

async function attachFile(ctx: RouteContext): Promise<Response> {
  const s = store(ctx);
  const body = await readJsonObject(ctx.request);
  const typeFile = fileType(ctx.params.typeFile ?? body.typeFile);
  const fileUrl = text(body, 'fileUrl', { required: true, max: 2000 }) ?? '';
  const uploaded = readUpload(ctx.db, fileUrl);
  const contentType = (text(body, 'contentType') ?? uploaded?.contentType ?? '').toLowerCase();
  if (!(STORE_FILE_CONTENT_TYPES as readonly string[]).includes(contentType))
    throw invalid('contentType', 'must be a PNG or JPEG image or a PDF');
  const size = Number(body.size ?? uploaded?.bytes.length ?? 0);
  if (!Number.isFinite(size) || size <= 0) throw invalid('size', 'must be the file size in bytes');
  if (size > MAX_DOCUMENT_BYTES) throw new MockHttpError(413, 'The file is larger than 10 MB');
  const table = ctx.db.table('storeFiles');
  // A new document of a type replaces the previous one.
  for (const old of table.list().filter((f) => f.storeId === s.storeId && f.typeFile === typeFile))
    table.remove(old.fileId);
  const record = table.insert({
    storeId: s.storeId,
    typeFile,
    fileName: text(body, 'fileName', { max: 255 }) ?? uploaded?.fileName ?? `${typeFile.toLowerCase()}`,
    contentType,
    size,
    fileUrl,
    sourceUrl: fileUrl,
    uploadedDate: now(),
    uploadedBy: actorOf(ctx).name,
  });
  const withUrl =
    table.update(record.fileId, { fileUrl: `merchant/file/${record.fileId}/download` }) ?? record;
  return json(withUrl, 201);
}

function downloadFile(ctx: RouteContext): Response {
  const file = recordOr404(ctx.db, 'storeFiles', ctx.params.id, 'File');
  const inline = ctx.url.searchParams.get('inline') !== 'false';
  const uploaded = file.sourceUrl ? readUpload(ctx.db, file.sourceUrl) : undefined;
  const bytes =
    uploaded?.bytes ??
    documentBytes(
      file.contentType,
      `${file.fileId}:${hashString(file.storeId)}`,
      storeDocumentLines(file.storeId, file.typeFile),
    );
  return fileResponse(bytes, file.fileName, file.contentType, inline ? 'inline' : 'attachment');
}

// ---------------------------------------------------------------------------------------------

/** A store's billers and a branch's billers make the same biller calls. */
const BILLERS = ['store/biller', 'store/branch-biller'] as const;

export function storeRoutes(): Route[] {
  // The declarations (resources/store/store-detail*) whose generated route each of these replaces.
  const OVERRIDES: Record<string, string | readonly string[]> = {
    'PUT merchant/:id': 'store/store-detail',
    'GET merchant/:id/branch': 'store/branch',
    'POST merchant/:id/branch': 'store/branch',
    'PUT branch/:id': ['store/branch', 'store/store-detail-branch'],
    'GET merchant/:id/biller': 'store/biller',
    'GET branch/:id/biller': 'store/branch-biller',
    'POST biller': BILLERS,
    'PUT biller/:id': BILLERS,
    'DELETE biller/:id': BILLERS,
    'PUT biller/:id/toggle_active': BILLERS,
    'PUT biller/item/:id/toggle_active': [...BILLERS, 'store/system-biller'],
    'POST system_biller': 'store/system-biller',
    'PUT system_biller/:id': 'store/system-biller',
    'DELETE system_biller/:id': 'store/system-biller',
    'PUT system_biller/:id/toggle_active': 'store/system-biller',
    'GET merchant/:id/bank_account': 'store/bank-account',
    'POST merchant/:id/bank_account': 'store/bank-account',
    'PUT bank_account/:id': 'store/bank-account',
    'DELETE bank_account/:id': 'store/bank-account',
  };
  const r = (method: Route['method'], path: string, resolve: Route['resolve']): Route => {
    const overrides = OVERRIDES[`${method} ${path}`];
    return { service: 'merchant', method, path, resolve, ...(overrides ? { overrides } : {}) };
  };
  return [
    r('PUT', 'merchant/:id', updateStore),
    r('POST', 'merchant/:id/sap_customer_id/:value', (ctx) => {
      const value = ctx.params.value.trim();
      if (!/^[A-Za-z0-9-]{1,20}$/.test(value))
        throw invalid('sapCustomerId', 'must be 1 to 20 letters, digits or dashes');
      return patchStore(ctx, { sapCustomerId: value });
    }),
    r('PUT', 'merchant/:id/send_success_mail', (ctx) => {
      const s = store(ctx);
      if (!s.email) throw new MockHttpError(400, `Store ${s.storeId} has no e-mail to send to`);
      return patchStore(ctx, { successMailSentAt: now() });
    }),
    r('PUT', 'merchant/:id/callback_url', async (ctx) =>
      patchStore(ctx, { callbackUrl: httpsUrl((await readJsonObject(ctx.request)).url, 'url') }),
    ),
    r('PUT', 'merchant/sub-merchant/:id/callback_url', async (ctx) =>
      patchStore(ctx, { subMerchantCallbackUrl: httpsUrl((await readJsonObject(ctx.request)).url, 'url') }),
    ),
    r('PUT', 'merchant/:id/deeplink_url', async (ctx) => {
      const body = await readJsonObject(ctx.request);
      store(ctx);
      const patch: Partial<Merchant> = {};
      for (const f of ['redirectUrlAndroid', 'redirectUrlIOS', 'redirectUrlDefault'] as const)
        if (f in body) patch[f] = deeplink(body[f], f);
      return patchStore(ctx, patch);
    }),
    r('POST', 'merchant/:id/merchant_service_type', async (ctx) => {
      const value = firstText(await readJsonObject(ctx.request), 'merchantServiceType', 'value');
      return patchStore(ctx, {
        merchantServiceType: masterValue(ctx, 'merchantServiceType', value, 'merchantServiceType'),
      });
    }),
    r('PUT', 'merchant/:id/update_customer_group', async (ctx) => {
      const value = firstText(await readJsonObject(ctx.request), 'customerGroup', 'value');
      return patchStore(ctx, { customerGroup: masterValue(ctx, 'customerGroup', value, 'customerGroup') });
    }),
    r('PUT', 'merchant/:id/service', async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const list = body.service;
      if (!Array.isArray(list) || list.length === 0 || !list.every((v) => typeof v === 'string'))
        throw invalid('service', 'must list at least one service');
      for (const v of list) masterValue(ctx, 'service', v, 'service');
      return patchStore(ctx, { service: list, channel: list.join(', ') });
    }),
    // Branches
    r('GET', 'merchant/:id/branch', (ctx) => {
      const s = store(ctx);
      const rows = ctx.db
        .table('branches')
        .list()
        .filter((b) => b.storeId === s.storeId);
      return listResponse(rows, ctx, { searchFields: ['branchId', 'branchName', 'tel'] });
    }),
    r('POST', 'merchant/:id/branch', async (ctx) => {
      const s = store(ctx);
      const patch = await branchBody(await readJsonObject(ctx.request), true);
      const record = ctx.db.table('branches').insert({
        tel: '',
        address: '',
        ...patch,
        storeId: s.storeId,
        isActive: true,
        createdDate: now(),
      });
      return json(record, 201);
    }),
    r('PUT', 'branch/:id', async (ctx) => {
      const branch = recordOr404(ctx.db, 'branches', ctx.params.id, 'Branch');
      const patch = await branchBody(await readJsonObject(ctx.request), false);
      return json(ctx.db.table('branches').update(branch.branchId, patch));
    }),
    // Billers
    r('GET', 'merchant/:id/biller', (ctx) => {
      const s = store(ctx);
      const branchId = ctx.url.searchParams.get('branchId');
      return json(
        ctx.db
          .table('billers')
          .list()
          .filter((b) => b.storeId === s.storeId && (!branchId || b.branchId === branchId)),
      );
    }),
    r('GET', 'branch/:id/biller', (ctx) => {
      const branch = recordOr404(ctx.db, 'branches', ctx.params.id, 'Branch');
      return json(
        ctx.db
          .table('billers')
          .list()
          .filter((b) => b.branchId === branch.branchId),
      );
    }),
    r('POST', 'biller', async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const branchId = text(body, 'branchId') ?? null;
      // A branch's biller may name only its branch: the store is the branch's.
      const ofBranch = branchId ? ctx.db.table('branches').get(branchId)?.storeId : undefined;
      const storeId = text(body, 'storeId', { required: ofBranch === undefined }) ?? ofBranch ?? '';
      const s = recordOr404(ctx.db, 'merchants', storeId, 'Store');
      if (branchId) {
        const branch = ctx.db.table('branches').get(branchId);
        if (!branch || branch.storeId !== s.storeId)
          throw invalid('branchId', `is not a branch of ${s.storeId}`);
      }
      const fields = await billerFields(ctx, { billerName: s.storeName, ...body }, true);
      const banks = billerBanks(body.banks ?? []);
      const record = ctx.db.table('billers').insert({
        bankCode: '',
        bankName: '',
        ...fields,
        type: 'merchant',
        billerCode: `B${String(hashString(`${storeId}:${Date.now()}`))
          .padStart(9, '0')
          .slice(0, 9)}`,
        storeId: s.storeId,
        branchId,
        banks: [],
        items: [],
        isActive: true,
      });
      const saved = saveBillerBanks(ctx.db, record.billerId, banks);
      return json(ctx.db.table('billers').update(record.billerId, { banks: saved }), 201);
    }),
    r('PUT', 'biller/:id', async (ctx) => {
      const biller = findBiller(ctx, false);
      const body = await readJsonObject(ctx.request);
      const patch = await billerFields(ctx, body, false);
      if ('banks' in body) patch.banks = saveBillerBanks(ctx.db, biller.billerId, billerBanks(body.banks));
      return json(ctx.db.table('billers').update(biller.billerId, patch));
    }),
    r('DELETE', 'biller/:id', (ctx) => deleteBiller(ctx, findBiller(ctx, false))),
    r('POST', 'system_biller', async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const fields = await billerFields(ctx, body, true);
      const banks = billerBanks(body.banks ?? []);
      const codes = ctx.db
        .table('billers')
        .list()
        .filter((b) => b.type === 'system')
        .map((b) => Number(/^SYS(\d+)$/.exec(b.billerCode)?.[1] ?? 0));
      const record = ctx.db.table('billers').insert({
        bankCode: '',
        bankName: '',
        ...fields,
        type: 'system',
        billerCode: `SYS${String(Math.max(0, ...codes) + 1).padStart(3, '0')}`,
        storeId: null,
        branchId: null,
        banks: [],
        items: [],
        isActive: true,
      });
      const saved = saveBillerBanks(ctx.db, record.billerId, banks);
      return json(ctx.db.table('billers').update(record.billerId, { banks: saved }), 201);
    }),
    r('PUT', 'system_biller/:id', async (ctx) => {
      const biller = findBiller(ctx, true);
      const body = await readJsonObject(ctx.request);
      const patch = await billerFields(ctx, body, false);
      if ('banks' in body) patch.banks = saveBillerBanks(ctx.db, biller.billerId, billerBanks(body.banks));
      return json(ctx.db.table('billers').update(biller.billerId, patch));
    }),
    r('DELETE', 'system_biller/:id', (ctx) => deleteBiller(ctx, findBiller(ctx, true))),
    ...(['biller', 'system_biller'] as const).flatMap((kind) =>
      (['POST', 'PUT'] as const).map((method) =>
        r(method, `${kind}/:id/toggle_active`, (ctx) => {
          const biller = findBiller(ctx, kind === 'system_biller');
          return json(ctx.db.table('billers').update(biller.billerId, { isActive: !biller.isActive }));
        }),
      ),
    ),
    // The keys of one bank channel of a biller: revealed on demand, never in a list or detail.
    r('GET', 'biller/:id/bank/:channel/api-information', (ctx) => {
      const biller = findBiller(ctx, false);
      const secret = ctx.db.table('billerSecrets').get(`${biller.billerId}:${ctx.params.channel}`);
      if (!secret)
        throw new MockHttpError(404, `Biller ${biller.billerId} has no ${ctx.params.channel} channel`);
      return json({
        billerId: biller.billerId,
        channel: secret.channel,
        apiKey: secret.apiKey,
        secretKey: secret.secretKey,
      });
    }),
    ...(['biller', 'system_biller'] as const).map((kind) =>
      r('POST', `${kind}/:id/item`, async (ctx) => {
        const biller = findBiller(ctx, kind === 'system_biller');
        const patch = itemBody(await readJsonObject(ctx.request), true);
        const max = Math.max(0, ...biller.items.map((i) => Number(/-I(\d+)$/.exec(i.itemId)?.[1] ?? 0)));
        const item: BillerItem = {
          itemId: `${biller.billerId}-I${max + 1}`,
          itemName: patch.itemName ?? '',
          amount: patch.amount ?? 0,
          isActive: true,
        };
        ctx.db.table('billers').update(biller.billerId, { items: [...biller.items, item] });
        return json(item, 201);
      }),
    ),
    r('PUT', 'biller/item/:id', async (ctx) => {
      const patch = itemBody(await readJsonObject(ctx.request), false);
      return updateBillerItem(ctx, (item) => ({ ...item, ...patch }));
    }),
    r('PUT', 'biller/item/:id/toggle_active', (ctx) =>
      updateBillerItem(ctx, (item) => ({ ...item, isActive: !item.isActive })),
    ),
    // Bank accounts: a plain array per store.
    r('GET', 'merchant/:id/bank_account', (ctx) => json(accountsOf(ctx.db, store(ctx).storeId))),
    r('POST', 'merchant/:id/bank_account', createAccount),
    r('PUT', 'bank_account/:id', updateAccount),
    r('PUT', 'bank_account/:id/main', makeMain),
    r('DELETE', 'bank_account/:id', deleteAccount),
    // Documents
    r('GET', 'merchant/:id/file', (ctx) => {
      const s = store(ctx);
      const t = ctx.url.searchParams.get('typeFile');
      const type = t ? fileType(t) : null;
      return json(
        ctx.db
          .table('storeFiles')
          .list()
          .filter((f) => f.storeId === s.storeId && (!type || f.typeFile === type)),
      );
    }),
    r('GET', 'merchant/:id/file/:typeFile', (ctx) => {
      const s = store(ctx);
      const type = fileType(ctx.params.typeFile);
      return json(
        ctx.db
          .table('storeFiles')
          .list()
          .filter((f) => f.storeId === s.storeId && f.typeFile === type),
      );
    }),
    r('POST', 'merchant/:id/file', attachFile),
    r('POST', 'merchant/:id/file/:typeFile', attachFile),
    r('GET', 'merchant/file/:id/download', downloadFile),
    r('DELETE', 'merchant/file/:id', (ctx) => {
      const file = recordOr404(ctx.db, 'storeFiles', ctx.params.id, 'File');
      ctx.db.table('storeFiles').remove(file.fileId);
      return json(file);
    }),
  ];
}
