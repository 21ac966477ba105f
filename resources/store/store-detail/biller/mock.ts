/**
 * Mock routes of billers (merchant service, docs/api-contract.md "merchant"): a store's billers (a plain
 * array, `?branchId=` for one branch's), creating one for a store or one of its branches, editing and
 * deleting it with the keys of its bank channels (kept in `billerSecrets`, revealed on demand only), its
 * items. The same biller calls serve a branch's billers (store/branch-biller) and the item calls the
 * system billers too (store/system-biller, which imports the helpers below).
 */
import type { MockDb } from '../../../../mocks/db/index.ts';
import type { Biller, BillerBank, BillerItem } from './seed.ts';
import type { Merchant } from '../seed.ts';
import { hashString } from '../../../../mocks/db/prng.ts';
import { PAYMENT_CHANNELS } from '../../../../mocks/db/thai-data.ts';
import { invalid, money, text } from '../../../../mocks/handlers/checks.ts';
import { recordOr404 } from '../../../../mocks/handlers/entities.ts';
import { isPlainObject, json, MockHttpError, readJsonObject } from '../../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../../mocks/handlers/router.ts';

function randomHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

export function billerBanks(value: unknown): (BillerBank & { apiKey?: string; secretKey?: string })[] {
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
export function saveBillerBanks(
  db: MockDb,
  billerId: string,
  banks: ReturnType<typeof billerBanks>,
): BillerBank[] {
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

export function findBiller(ctx: RouteContext, system: boolean): Biller {
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

export async function billerFields(ctx: RouteContext, body: Record<string, unknown>, create: boolean) {
  const patch: Partial<Biller> = {};
  if (create || 'billerName' in body)
    patch.billerName = text(body, 'billerName', { required: true, max: 150 });
  if ('bankCode' in body) {
    const code = text(body, 'bankCode', { required: true }) ?? '';
    const bank = ctx.db.table('banks').get(code);
    if (!bank) throw invalid('bankCode', `is not a known bank (${code})`);
    patch.bankCode = code;
  }
  return patch;
}

export function deleteBiller(ctx: RouteContext, biller: Biller): Response {
  ctx.db.table('billers').remove(biller.billerId);
  const secrets = ctx.db.table('billerSecrets');
  for (const s of secrets.list().filter((x) => x.billerId === biller.billerId)) secrets.remove(s.id);
  return json(biller);
}

export function itemBody(body: Record<string, unknown>, create: boolean): Partial<BillerItem> {
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

/** Adds an item to a biller (a store's, a branch's or a system biller). */
export async function addItem(ctx: RouteContext, biller: Biller): Promise<Response> {
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
}

function store(ctx: RouteContext, id = ctx.params.id): Merchant {
  return recordOr404(ctx.db, 'merchants', id, 'Store');
}

/** A store's billers and a branch's billers make the same biller calls. */
export const BILLERS = ['store/biller', 'store/branch-biller'] as const;

/** The declarations whose generated route each of these replaces. */
const OVERRIDES: Record<string, string | readonly string[]> = {
  'GET merchant/:id/biller': 'store/biller',
  'POST biller': BILLERS,
  'PUT biller/:id': BILLERS,
  'DELETE biller/:id': BILLERS,
  'PUT biller/:id/toggle_active': BILLERS,
  'PUT biller/item/:id/toggle_active': [...BILLERS, 'store/system-biller'],
};

/** A biller route of the merchant service, taking over its declarations' generated route if any. */
export function billerRoute(method: Route['method'], path: string, resolve: Route['resolve']): Route {
  const overrides = OVERRIDES[`${method} ${path}`];
  return { service: 'merchant', method, path, resolve, ...(overrides ? { overrides } : {}) };
}

export function routes(): Route[] {
  const r = billerRoute;
  return [
    // A plain array (docs/api-contract.md), one branch's with `?branchId=`.
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
    ...(['POST', 'PUT'] as const).map((method) =>
      r(method, 'biller/:id/toggle_active', (ctx) => {
        const biller = findBiller(ctx, false);
        return json(ctx.db.table('billers').update(biller.billerId, { isActive: !biller.isActive }));
      }),
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
    r('POST', 'biller/:id/item', async (ctx) => {
      const biller = findBiller(ctx, false);
      return addItem(ctx, biller);
    }),
    r('PUT', 'biller/item/:id', async (ctx) => {
      const patch = itemBody(await readJsonObject(ctx.request), false);
      return updateBillerItem(ctx, (item) => ({ ...item, ...patch }));
    }),
    r('PUT', 'biller/item/:id/toggle_active', (ctx) =>
      updateBillerItem(ctx, (item) => ({ ...item, isActive: !item.isActive })),
    ),
  ];
}
