/**
 * MDR of each store (the MDR list and the MDR detail read it).
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { bankByCode, pad, past } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { bankNames } from '../../../mocks/db/seeds/masterNames.ts';
import type mdrDeclaration from './declaration.ts';
import type mdrDetail from '../mdr-detail/declaration.ts';

export const mdr = seedTable<typeof mdrDeclaration | typeof mdrDetail>()({
  table: 'mdr',
  idField: 'mdrId',
  idPrefix: 'MDR',
  idWidth: 5,
  rows: ({ rng, seedOf }) => {
    const accounts = seedOf('bankAccounts');
    // Each registered bank's name beside its code, as the bank list names it.
    const bankName = bankNames(seedOf);
    return seedOf('merchants').map((m, i) => {
      const banks = accounts.filter((a) => a.storeId === m.storeId).map((a) => bankByCode(a.bankCode));
      const rates = banks.flatMap((b) =>
        b.channels
          .filter((c) => m.service.includes(c))
          .map((channel) => ({ bankCode: b.bankCode, channel, rate: rng.chance(0.85) ? 3 : 2.5 })),
      );
      return {
        mdrId: `MDR${pad(i + 1, 5)}`,
        storeId: m.storeId,
        storeName: m.storeName,
        bankRegister: banks.map((b) => b.shortName).join(', '),
        paymentTerm: rng.weighted([
          [15, 80],
          [7, 10],
          [30, 10],
        ] as const),
        banks: banks.map((b) => ({
          bankCode: b.bankCode,
          bankName: bankName(b.bankCode),
          mdr: rates
            .filter((r) => r.bankCode === b.bankCode)
            .map((r) => `${r.channel} ${r.rate.toFixed(2)}%`)
            .join(', '),
        })),
        rates,
        updatedDate: toBangkokIso(past(rng)),
      };
    });
  },
});

export type Mdr = RowOf<typeof mdr>;
/** A store's MDR rate of one bank's channel. */
export type MdrRate = Mdr['rates'][number];

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    mdr: Mdr;
  }
}
