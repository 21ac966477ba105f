/**
 * Bank accounts of the seeded stores: 1 to 3 per store, digits by bank, the first one main. An account
 * keeps its bank's code only: the bank's name is the bank list's (docs/mock-backend.md, "Seed").
 */
import { ACCOUNT_BANKS, bankAccountNo, pad } from '../../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../../mocks/db/seeds/define.ts';
import { ACCOUNT_DIGITS } from '../../../../mocks/db/thai-data.ts';
import type bankAccount from './declaration.ts';

export const bankAccounts = seedTable<typeof bankAccount>()({
  table: 'bankAccounts',
  idField: 'accountId',
  idPrefix: 'BA',
  idWidth: 5,
  rows: ({ rng, seedOf }) => {
    let n = 0;
    return seedOf('merchants').flatMap((m) =>
      rng.subset(ACCOUNT_BANKS, 1, 3).map((bank, i) => {
        n += 1;
        return {
          accountId: `BA${pad(n, 5)}`,
          storeId: m.storeId,
          bankCode: bank.bankCode,
          bankAccountName: m.name,
          bankAccountNo: bankAccountNo(rng, ACCOUNT_DIGITS[bank.bankCode]),
          accountType: rng.chance(0.8) ? 'SAVING' : 'CURRENT',
          isMain: i === 0,
          isActive: true,
        };
      }),
    );
  },
});

export type BankAccount = RowOf<typeof bankAccounts>;

declare module '../../../../mocks/db/types.ts' {
  interface TableRecords {
    bankAccounts: BankAccount;
  }
}
