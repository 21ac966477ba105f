/**
 * Branches of the seeded stores, 0 to 3 per store (read by the store's Branches tab and the branch
 * pages).
 */
import { toBangkokIso } from '../../../../mocks/db/dates.ts';
import { address, formatAddress, mobilePhone, pad, past } from '../../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../../mocks/db/seeds/define.ts';
import { SHOP_PLACES } from '../../../../mocks/db/thai-data.ts';
import type branch from './declaration.ts';
import type storeDetailBranch from '../../store-detail-branch/declaration.ts';

export const branches = seedTable<typeof branch | typeof storeDetailBranch>()({
  table: 'branches',
  idField: 'branchId',
  idPrefix: 'BR',
  idWidth: 5,
  rows: ({ rng, seedOf }) => {
    let n = 0;
    return seedOf('merchants').flatMap((m) =>
      Array.from(
        {
          length: rng.weighted([
            [0, 30],
            [1, 40],
            [2, 20],
            [3, 10],
          ] as const),
        },
        () => {
          const addr = address(rng);
          n += 1;
          return {
            branchId: `BR${pad(n, 5)}`,
            storeId: m.storeId,
            branchName: `สาขา${rng.pick(SHOP_PLACES)}`,
            tel: mobilePhone(rng),
            address: formatAddress(addr),
            addressDetail: addr,
            isActive: rng.chance(0.9),
            createdDate: toBangkokIso(past(rng)),
          };
        },
      ),
    );
  },
});

export type Branch = RowOf<typeof branches>;

declare module '../../../../mocks/db/types.ts' {
  interface TableRecords {
    branches: Branch;
  }
}
