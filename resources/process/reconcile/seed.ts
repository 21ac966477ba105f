/**
 * Reconcile runs made before the reference date (runs saved in the console add rows).
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { pad, past, ymdCompact } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { bankNames } from '../../../mocks/db/seeds/masterNames.ts';
import { THAI_BANKS } from '../../../mocks/db/thai-data.ts';
import type reconcile from './declaration.ts';

/** Columns whose type the seeded values alone do not give: how a run can end. */
interface ReconcileColumns {
  status: 'success' | 'partial' | 'failed';
}

export const reconcileProcesses = seedTable<typeof reconcile, ReconcileColumns>()({
  table: 'reconcileProcesses',
  idField: 'id',
  idPrefix: 'RC',
  idWidth: 5,
  rows: ({ rng, seedOf }) => {
    // The answer's bank name beside the issuer's code, as the bank list names the bank.
    const bankName = bankNames(seedOf);
    return Array.from({ length: 200 }, (_, i) => {
      const bank = rng.pick(THAI_BANKS.slice(0, 9));
      const ms = past(rng);
      const total = rng.int(200, 8000);
      const status = rng.weighted([
        ['success', 80],
        ['partial', 15],
        ['failed', 5],
      ] as const);
      const unmatched = status === 'success' ? 0 : status === 'failed' ? total : rng.int(1, 40);
      const filename = `RECON_${bank.shortName}_${ymdCompact(ms)}_${pad(i + 1, 3)}.txt`;
      return {
        id: `RC${pad(i + 1, 5)}`,
        bankIssuer: bank.bankCode,
        bankName: bankName(bank.bankCode),
        filename,
        fileUrl: `https://files.demo.test/reconcile/${filename}`,
        processDate: toBangkokIso(ms),
        totalTransactions: total,
        matchedTransactions: total - unmatched,
        unmatchedTransactions: unmatched,
        totalAmount: rng.amount(10000, 5000000),
        status,
      };
    });
  },
});

export type ReconcileProcess = RowOf<typeof reconcileProcesses>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    reconcileProcesses: ReconcileProcess;
  }
}
