/**
 * QR transactions over the 18 months before the reference date.
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { pad, percentOf, REPORT_SPAN_DAYS, sortedInstants } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { bankNames } from '../../../mocks/db/seeds/masterNames.ts';
import { THAI_BANKS } from '../../../mocks/db/thai-data.ts';
import type transaction from './declaration.ts';
import type adjustFeeQrCredit from '../../process/adjust-fee-qr-credit/declaration.ts';

/** Columns whose type the seeded values alone do not give: the statuses a transaction can have. */
interface TransactionColumns {
  status: 'waiting for payment' | 'paid' | 'cancelled';
}

export const qrTransactions = seedTable<typeof transaction | typeof adjustFeeQrCredit, TransactionColumns>()({
  table: 'qrTransactions',
  idField: 'transactionNo',
  idPrefix: 'QR',
  idWidth: 14,
  // The fee adjustment's reason is an input of its operation, kept in the adjustment, not here.
  absent: ['remark'],
  rows: ({ rng, seedOf }) => {
    // A handful of busy Production stores carry most of the traffic, as in real gateways.
    const stores = seedOf('merchants').filter((m) => m.status === 'Production');
    const pickStore = rng.picker(stores.map((m, i) => [m, i < 40 ? 12 : 1] as const));
    // The answer's bank name beside its code, as the bank list names the bank.
    const bankName = bankNames(seedOf);
    const times = sortedInstants(rng, 50000, REPORT_SPAN_DAYS);
    const pickStatus = rng.picker([
      ['paid', 85],
      ['cancelled', 10],
      ['waiting for payment', 5],
    ] as const);
    const pickChannel = rng.picker([
      ['QR', 80],
      ['QR_CREDIT', 12],
      ['MOBILE_BANKING', 8],
    ] as const);
    return Array.from(times, (ms, i) => {
      const m = pickStore();
      const bank = rng.pick(THAI_BANKS);
      const status = pickStatus();
      const amount = rng.amount(20, 20000);
      const createdDate = toBangkokIso(ms);
      return {
        transactionNo: `QR${createdDate.slice(0, 4)}${createdDate.slice(5, 7)}${createdDate.slice(8, 10)}${pad(i + 1, 6)}`,
        storeId: m.storeId,
        storeName: m.storeName,
        amount,
        fee: status === 'paid' ? percentOf(amount, 3) : 0,
        status,
        createdDate,
        paymentDate: status === 'paid' ? toBangkokIso(ms + rng.int(5, 600) * 1000) : null,
        bankCode: bank.bankCode,
        bankName: bankName(bank.bankCode),
        channel: pickChannel(),
        ref1: m.storeId.slice(2) + rng.digits(5),
        ref2: rng.digits(10),
      };
    });
  },
});

export type QrTransaction = RowOf<typeof qrTransactions>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    qrTransactions: QrTransaction;
  }
}
