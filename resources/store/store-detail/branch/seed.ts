/**
 * Branches of the seeded stores, 0 to 3 per store (read by the store's Branches tab and the branch
 * pages).
 */
import { toBangkokIso } from '../../../../mocks/db/dates.ts';
import { address, formatAddress, mobilePhone, pad, past } from '../../../../mocks/db/generators.ts';
import { defineTable } from '../../../../mocks/db/seeds/define.ts';
import { SHOP_PLACES } from '../../../../mocks/db/thai-data.ts';

export const branches = defineTable('branches', {
  idField: 'branchId',
  idPrefix: 'BR',
  idWidth: 5,
  seed: ({ rng, seedOf }) => {
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
