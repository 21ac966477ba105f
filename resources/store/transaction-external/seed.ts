/**
 * Transactions of the external wallets over the 18 months before the reference date.
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { pad, past, REPORT_SPAN_DAYS, ymdCompact } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import type transactionExternal from './declaration.ts';

const EXTERNAL_PARTNERS = ['ShopeePay', 'TrueMoney Wallet', 'LINE Pay', 'Alipay', 'WeChat Pay', 'GrabPay'];

/** Columns whose type the seeded values alone do not give: the statuses a transaction can have. */
interface TransactionColumns {
  status: 'waiting for payment' | 'paid' | 'cancelled';
}

export const externalTransactions = seedTable<typeof transactionExternal, TransactionColumns>()({
  table: 'externalTransactions',
  idField: 'transactionNo',
  idPrefix: 'EXT',
  idWidth: 13,
  rows: ({ rng, seedOf }) => {
    const stores = seedOf('merchants').filter((m) => m.merchantServiceType !== 'OFFLINE');
    const times = Array.from({ length: 5000 }, () => past(rng, REPORT_SPAN_DAYS)).sort((a, b) => a - b);
    return times.map((ms, i) => {
      const m = rng.pick(stores);
      return {
        transactionNo: `EXT${ymdCompact(ms)}${pad(i + 1, 5)}`,
        storeId: m.storeId,
        storeName: m.storeName,
        partner: rng.pick(EXTERNAL_PARTNERS),
        refNo: rng.hex(16).toUpperCase(),
        amount: rng.amount(30, 15000),
        status: rng.weighted([
          ['paid', 88],
          ['cancelled', 8],
          ['waiting for payment', 4],
        ] as const),
        createdDate: toBangkokIso(ms),
      };
    });
  },
});

export type ExternalTransaction = RowOf<typeof externalTransactions>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    externalTransactions: ExternalTransaction;
  }
}
