/**
 * Tax calculations per store and month.
 */
import { REFERENCE_MS, toBangkokIso } from '../../../mocks/db/dates.ts';
import { baht, DAY_MS, pad, percentOf, satang } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import type taxCalculation from './declaration.ts';

export const taxCalculations = seedTable<typeof taxCalculation>()({
  table: 'taxCalculations',
  idField: 'id',
  idPrefix: 'TAX',
  idWidth: 5,
  rows: ({ rng, seedOf }) => {
    // One row per store and month for 18 months: gross (amount1), fee at 3 % (amount2), net
    // (amount3), and 7 % VAT on the fee (taxAmount), all exact to the satang.
    const stores = seedOf('merchants').filter((m, i) => m.status === 'Production' && i % 4 === 0);
    const months: string[] = [];
    const [y, mo] = toBangkokIso(REFERENCE_MS - DAY_MS)
      .slice(0, 7)
      .split('-')
      .map(Number);
    for (let k = 17; k >= 0; k--) {
      const total = y * 12 + (mo - 1) - k;
      months.push(`${Math.floor(total / 12)}-${pad((total % 12) + 1, 2)}`);
    }
    let n = 0;
    return months.flatMap((month) => {
      const [yy, mm] = month.split('-').map(Number);
      const lastDay = new Date(Date.UTC(yy, mm, 0)).getUTCDate();
      return stores
        .filter(() => rng.chance(0.9))
        .map((m) => {
          n += 1;
          const gross = rng.amount(1000, 500000);
          const fee = percentOf(gross, 3);
          return {
            id: `TAX${pad(n, 5)}`,
            storeId: m.storeId,
            storeName: m.storeName,
            date: `${month}-${pad(lastDay, 2)}`,
            month,
            transaction: rng.int(5, 2000),
            amount1: gross,
            amount2: fee,
            amount3: baht(satang(gross) - satang(fee)),
            taxAmount: percentOf(fee, 7),
            taxRate: 7,
          };
        });
    });
  },
});

export type TaxCalculation = RowOf<typeof taxCalculations>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    taxCalculations: TaxCalculation;
  }
}
