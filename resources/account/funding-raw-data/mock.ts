/**
 * The raw bank-file rows behind the funding report (batch, bank reference, response): the list, which
 * wins over the generic list of the declaration (that one names the funding table), and its export.
 */
import type { MockRecord } from '../../../mocks/db/index.ts';
import type { FundingTransfer } from '../funding-transfer/seed.ts';
import { listResponse } from '../../../mocks/handlers/entities.ts';
import { exportRoute } from '../../../mocks/handlers/reports.ts';
import type { Route } from '../../../mocks/handlers/router.ts';
import { fundingSpec, RAW_COLUMNS } from '../funding-transfer/mock.ts';

const RAW_COLUMNS_FIELDS = [
  'id',
  'batchNo',
  'createdDate',
  'transferDate',
  'transferType',
  'storeId',
  'storeName',
  'payerBank',
  'payerAccount',
  'payeeBank',
  'payeeAccount',
  'payeeName',
  'amount',
  'fee',
  'netAmount',
  'refPayment',
  'bankRefNo',
  'responseCode',
  'responseMessage',
  'status',
];

const rawRows = new WeakMap<readonly FundingTransfer[], MockRecord[]>();
function rawRowsOf(transfers: readonly FundingTransfer[]): MockRecord[] {
  let rows = rawRows.get(transfers);
  if (!rows) {
    rows = transfers.map((r) =>
      Object.fromEntries(RAW_COLUMNS_FIELDS.map((f) => [f, r[f as keyof FundingTransfer]])),
    );
    rawRows.set(transfers, rows);
  }
  return rows;
}

export function routes(): Route[] {
  return [
    {
      // The raw bank-file rows behind the funding report (batch, bank reference, response); wins over
      // the generic list of the console's raw-data declaration, which names the funding table.
      service: 'reporting',
      method: 'GET',
      path: 'report/transfer/raw',
      overrides: 'account/funding-transfer/raw-data',
      resolve: (ctx) => {
        const rows = rawRowsOf(ctx.db.table('fundingTransfers').list());
        return listResponse(rows, ctx, {
          ...fundingSpec,
          searchFields: [...(fundingSpec.searchFields ?? []), 'batchNo', 'bankRefNo'],
        });
      },
    },
    exportRoute(
      'reporting',
      'report/transfer/raw/export',
      fundingSpec,
      RAW_COLUMNS,
      'xlsx',
      (s) => `FundingTransfer_raw_${s}`,
    ),
  ];
}
