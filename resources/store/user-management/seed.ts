/**
 * Merchant users: 1 to 4 per store, the first the owner.
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { email, mobilePhone, pad, past, person } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { LATIN_NAMES } from '../../../mocks/db/thai-data.ts';
import type userManagement from './declaration.ts';

export const merchantUsers = seedTable<typeof userManagement>()({
  table: 'merchantUsers',
  idField: 'userId',
  idPrefix: 'MU',
  idWidth: 5,
  rows: ({ rng, seedOf }) => {
    let n = 0;
    return seedOf('merchants').flatMap((m) =>
      Array.from(
        {
          length: rng.weighted([
            [1, 35],
            [2, 35],
            [3, 20],
            [4, 10],
          ] as const),
        },
        (_, k) => {
          n += 1;
          const p = k === 0 ? { firstname: m.firstname, lastname: m.lastname } : person(rng);
          return {
            userId: `MU${pad(n, 5)}`,
            storeId: m.storeId,
            storeName: m.storeName,
            username: `${rng.pick(LATIN_NAMES)}${pad(n, 4)}`,
            firstname: p.firstname,
            lastname: p.lastname,
            email: email(rng, 5000 + n),
            tel: mobilePhone(rng),
            role: k === 0 ? 'owner' : rng.pick(['cashier', 'accountant', 'manager']),
            isActive: rng.chance(0.9),
            createdDate: toBangkokIso(past(rng)),
            lastLogin: rng.chance(0.8) ? toBangkokIso(past(rng, 30)) : null,
          };
        },
      ),
    );
  },
});

export type MerchantUser = RowOf<typeof merchantUsers>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    merchantUsers: MerchantUser;
  }
}
