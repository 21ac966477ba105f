/**
 * Mock routes of the system billers (merchant service): created with the next `SYS…` code, addressed by
 * that code, with the keys of their bank channels and their items as a store's billers have
 * (resources/store/store-detail/biller/mock.ts). Their list and detail are the generic routes of the
 * declaration (the `billers` rows of `type: 'system'`).
 */
import {
  addItem,
  billerBanks,
  billerFields,
  deleteBiller,
  findBiller,
  saveBillerBanks,
} from '../store-detail/biller/mock.ts';
import { json, readJsonObject } from '../../../mocks/handlers/respond.ts';
import type { Route } from '../../../mocks/handlers/router.ts';

/** The calls the declaration also makes: these take its generated routes over. */
const OVERRIDDEN = new Set([
  'POST system_biller',
  'PUT system_biller/:id',
  'DELETE system_biller/:id',
  'PUT system_biller/:id/toggle_active',
]);

export function routes(): Route[] {
  const r = (method: Route['method'], path: string, resolve: Route['resolve']): Route => ({
    service: 'merchant',
    method,
    path,
    resolve,
    ...(OVERRIDDEN.has(`${method} ${path}`) ? { overrides: 'store/system-biller' } : {}),
  });
  return [
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
    ...(['POST', 'PUT'] as const).map((method) =>
      r(method, 'system_biller/:id/toggle_active', (ctx) => {
        const biller = findBiller(ctx, true);
        return json(ctx.db.table('billers').update(biller.billerId, { isActive: !biller.isActive }));
      }),
    ),
    r('POST', 'system_biller/:id/item', async (ctx) => addItem(ctx, findBiller(ctx, true))),
  ];
}
