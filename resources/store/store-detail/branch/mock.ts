/**
 * Mock routes of a store's branches (merchant service): listed per store, created under the store
 * (name required, a Thai phone number, an address), edited.
 */
import { toBangkokIso } from '../../../../mocks/db/dates.ts';
import type { Branch, Merchant } from '../../../../mocks/db/index.ts';
import { phone, text } from '../../../../mocks/handlers/checks.ts';
import { listResponse, recordOr404 } from '../../../../mocks/handlers/entities.ts';
import { isPlainObject, json, readJsonObject } from '../../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../../mocks/handlers/router.ts';

const now = () => toBangkokIso(Date.now());

function store(ctx: RouteContext, id = ctx.params.id): Merchant {
  return recordOr404(ctx.db, 'merchants', id, 'Store');
}

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

export function routes(): Route[] {
  const r = (method: Route['method'], path: string, resolve: Route['resolve']): Route => ({
    service: 'merchant',
    method,
    path,
    resolve,
    overrides: path.startsWith('branch/') ? ['store/branch', 'store/store-detail-branch'] : 'store/branch',
  });
  return [
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
  ];
}
