/**
 * Funding transfers (read by the funding, raw-data and transfer-return reports), with the bank-file
 * fields of the raw rows.
 */
import { REFERENCE_MS, toBangkokIso } from '../../../mocks/db/dates.ts';
import {
  baht,
  DAY_MS,
  pad,
  percentOf,
  REPORT_SPAN_DAYS,
  satang,
  sortedInstants,
  ymdCompact,
} from '../../../mocks/db/generators.ts';
import type { Rng } from '../../../mocks/db/prng.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { bankNames } from '../../../mocks/db/seeds/masterNames.ts';
import { FUNDING_TRANSFER_STATUSES } from '../../../mocks/db/thai-data.ts';
import type fundingTransfer from './declaration.ts';
import type fundingRawData from '../funding-raw-data/declaration.ts';
import type transferReturn from '../transfer-return/declaration.ts';

/** The gateway's own settlement accounts, the payer of every funding transfer. */
const SETTLEMENT_ACCOUNTS = [
  { bankCode: '014', account: '1113045678' },
  { bankCode: '004', account: '0361223459' },
  { bankCode: '002', account: '2017778890' },
];

/**
 * Where a funding transfer stands by its age: old ones are settled (or rejected by the bank), the last
 * days' ones are still moving through the flow, the newest wait for approval.
 */
function fundingStatusByAge(rng: Rng, ageDays: number): string {
  const [approve, pending, send, validate, respond, success, reject] = FUNDING_TRANSFER_STATUSES;
  if (ageDays > 10) return rng.chance(0.96) ? success : reject;
  if (ageDays > 5)
    return rng.weighted([
      [success, 70],
      [respond, 12],
      [validate, 8],
      [reject, 5],
      [send, 5],
    ] as const);
  return rng.weighted([
    [approve, 40],
    [pending, 20],
    [send, 15],
    [validate, 10],
    [respond, 8],
    [success, 5],
    [reject, 2],
  ] as const);
}

const BANK_REJECTS = [
  ['E102', 'เลขที่บัญชีปลายทางไม่ถูกต้อง'],
  ['E205', 'บัญชีปลายทางถูกปิดหรือระงับ'],
  ['E310', 'ชื่อบัญชีไม่ตรงกับเลขที่บัญชี'],
] as const;

const GATEWAY_COMPANY = 'บริษัท ไทย เพย์เมนท์ เกตเวย์ จำกัด';

export const fundingTransfers = seedTable<
  typeof fundingTransfer | typeof fundingRawData | typeof transferReturn
>()({
  table: 'fundingTransfers',
  idField: 'id',
  idPrefix: 'FT',
  idWidth: 6,
  rows: ({ rng, seedOf }) => {
    const stores = seedOf('merchants').filter((m) => m.status === 'Production');
    const mainAccount = new Map(
      seedOf('bankAccounts')
        .filter((a) => a.isMain)
        .map((a) => [a.storeId, a]),
    );
    // The payer's and payee's banks by name, as the bank list names them (the accounts keep codes).
    const bankName = bankNames(seedOf);
    const times = sortedInstants(rng, 20000, REPORT_SPAN_DAYS);
    return Array.from(times, (ms, i) => {
      const m = rng.pick(stores);
      const payee = mainAccount.get(m.storeId);
      const payer = rng.pick(SETTLEMENT_ACCOUNTS);
      const status = fundingStatusByAge(rng, (REFERENCE_MS - ms) / DAY_MS);
      const amount = rng.amount(500, 250000);
      const fee = percentOf(amount, 3);
      const sent = !['Account approve', 'Pending for settle'].includes(status);
      const answered = ['Respon from bank', 'Success', 'Reject from bank'].includes(status);
      const reject = status === 'Reject from bank' ? rng.pick(BANK_REJECTS) : null;
      return {
        id: `FT${pad(i + 1, 6)}`,
        storeId: m.storeId,
        storeName: m.storeName,
        transferType: rng.weighted([
          ['SETTLEMENT', 80],
          ['REFUND', 10],
          ['RETURN', 10],
        ] as const),
        amount,
        fee,
        netAmount: baht(satang(amount) - satang(fee)),
        status,
        createdDate: toBangkokIso(ms),
        transferDate: status === 'Success' ? toBangkokIso(ms + rng.int(1, 48) * 3600_000) : null,
        payerBank: bankName(payer.bankCode),
        payerAccount: payer.account,
        payerName: GATEWAY_COMPANY,
        payeeBank: payee ? bankName(payee.bankCode) : '',
        payeeAccount: payee?.bankAccountNo ?? '',
        payeeName: payee?.bankAccountName ?? m.name,
        refPayment: `PAY${ymdCompact(ms)}${rng.digits(6)}`,
        approvedBy: status === 'Account approve' ? null : rng.pick(['วิชัย มั่งมี', 'สมชาย ใจดี']),
        approvedDate: status === 'Account approve' ? null : toBangkokIso(ms + 3600_000),
        batchNo: `B${ymdCompact(ms)}${pad((i % 40) + 1, 3)}`,
        bankRefNo: sent ? `${payer.bankCode}${rng.digits(12)}` : null,
        responseCode: answered ? (reject ? reject[0] : '0000') : null,
        responseMessage: answered ? (reject ? reject[1] : 'สำเร็จ') : null,
      };
    });
  },
});

export type FundingTransfer = RowOf<typeof fundingTransfers>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    fundingTransfers: FundingTransfer;
  }
}
