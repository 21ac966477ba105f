/**
 * Mock routes of a store's bank accounts (merchant service, docs/mock-backend.md "Bank accounts"): a
 * plain array per store (docs/api-contract.md), digits only with the bank's length, no account twice,
 * the first account main and one main per store (`PUT bank_account/{id}/main` moves it), the main one
 * never unset, deactivated or deleted while others exist. Rules the declared fields cannot express, so
 * these take over the generated routes.
 */
import type { MockDb } from '../../../../mocks/db/index.ts';
import type { BankAccount } from './seed.ts';
import type { Merchant } from '../seed.ts';
import { accountDigitsOf } from '../../../../mocks/db/thai-data.ts';
import { bool, invalid, masterValue, text } from '../../../../mocks/handlers/checks.ts';
import { recordOr404 } from '../../../../mocks/handlers/entities.ts';
import { json, MockHttpError, readJsonObject } from '../../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../../mocks/handlers/router.ts';

function store(ctx: RouteContext, id = ctx.params.id): Merchant {
  return recordOr404(ctx.db, 'merchants', id, 'Store');
}

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

export function routes(): Route[] {
  const r = (method: Route['method'], path: string, resolve: Route['resolve']): Route => ({
    service: 'merchant',
    method,
    path,
    resolve,
    // Every call but "make main" is also one the declaration makes.
    ...(path.endsWith('/main') ? {} : { overrides: 'store/bank-account' }),
  });
  return [
    // Bank accounts: a plain array per store.
    r('GET', 'merchant/:id/bank_account', (ctx) => json(accountsOf(ctx.db, store(ctx).storeId))),
    r('POST', 'merchant/:id/bank_account', createAccount),
    r('PUT', 'bank_account/:id', updateAccount),
    r('PUT', 'bank_account/:id/main', makeMain),
    r('DELETE', 'bank_account/:id', deleteAccount),
  ];
}
