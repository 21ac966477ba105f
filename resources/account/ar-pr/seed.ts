/**
 * AR/PR items: 4 to 12 on every day of the 18 months.
 */
import { REFERENCE_MS, toBangkokIso } from '../../../mocks/db/dates.ts';
import { baht, DAY_MS, pad, percentOf, REPORT_SPAN_DAYS, satang } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { bankNames } from '../../../mocks/db/seeds/masterNames.ts';
import type arPrDeclaration from './declaration.ts';

export const arPr = seedTable<typeof arPrDeclaration>()({
  table: 'arPr',
  idField: 'transactionNo',
  idPrefix: 'ARPR',
  idWidth: 6,
  rows: ({ rng, seedOf }) => {
    const stores = seedOf('merchants');
    const accounts = seedOf('bankAccounts');
    const mainAccount = new Map(accounts.filter((a) => a.isMain).map((a) => [a.storeId, a]));
    // The account keeps its bank's code; the answer's bank name is the bank list's.
    const bankName = bankNames(seedOf);
    // Every day of the 18 months has its refund items (4 to 12 of them).
    const times: number[] = [];
    for (let day = REPORT_SPAN_DAYS; day >= 1; day--) {
      const count = rng.int(4, 12);
      for (let k = 0; k < count; k++)
        times.push(REFERENCE_MS - day * DAY_MS + rng.int(8 * 3600, 20 * 3600) * 1000);
    }
    times.sort((a, b) => a - b);
    return times.map((ms, i) => {
      const m = rng.pick(stores);
      const acc = mainAccount.get(m.storeId) ?? accounts[0];
      const amount = rng.amount(100, 50000);
      const ar = percentOf(amount, 3);
      return {
        transactionNo: `ARPR${pad(i + 1, 6)}`,
        storeId: m.storeId,
        storeName: m.storeName,
        payment: rng.pick(['QR', 'CREDIT_CARD', 'MOBILE_BANKING']),
        paymentDate: toBangkokIso(ms),
        bankAccount: acc.bankAccountNo,
        bankName: bankName(acc.bankCode),
        bankType: acc.accountType === 'SAVING' ? 'ออมทรัพย์' : 'กระแสรายวัน',
        ap: baht(satang(amount) - satang(ar)),
        ar,
        amount,
      };
    });
  },
});

export type ArPr = RowOf<typeof arPr>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    arPr: ArPr;
  }
}
