/**
 * A branch's billers (merchant service): a plain array, as a store's billers are
 * (docs/api-contract.md); the generic list would answer the paged envelope. Creating, editing and the
 * rest are the store's biller calls (resources/store/store-detail/biller/mock.ts).
 */
import { recordOr404 } from '../../../../mocks/handlers/entities.ts';
import { json } from '../../../../mocks/handlers/respond.ts';
import type { Route } from '../../../../mocks/handlers/router.ts';

export function routes(): Route[] {
  return [
    {
      service: 'merchant',
      method: 'GET',
      path: 'branch/:id/biller',
      overrides: 'store/branch-biller',
      resolve: (ctx) => {
        const branch = recordOr404(ctx.db, 'branches', ctx.params.id, 'Branch');
        return json(
          ctx.db
            .table('billers')
            .list()
            .filter((b) => b.branchId === branch.branchId),
        );
      },
    },
  ];
}
