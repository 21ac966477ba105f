/**
 * The transfer-return report (the RETURN rows of the funding table), its export (GET, or POST with
 * `{ size, timestamp }` and the filters) and the approval of its rows (every row or none; who and when
 * recorded; a money operation sent with an Idempotency-Key).
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import type { FundingTransfer } from '../funding-transfer/seed.ts';
import { actorOf } from '../../../mocks/handlers/actor.ts';
import { listResponse, type EntitySpec } from '../../../mocks/handlers/entities.ts';
import { exportRoute } from '../../../mocks/handlers/reports.ts';
import { json, MockHttpError, readJsonObject } from '../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../mocks/handlers/router.ts';
import { FUNDING_COLUMNS, fundingSpec } from '../funding-transfer/mock.ts';

const REPORT = 'report/transaction';

/** The transfer-return report: money going back that needs approval. */
const transferReturnSpec: EntitySpec = {
  ...fundingSpec,
  label: 'Transfer return',
  endpoints: { list: `${REPORT}/GetTransactionByPaymentAdminTransfer` },
  scope: (r) => r.transferType === 'RETURN',
  dateRule: 'ymd',
};

/** The transfer-return export's default name: "daily merchant return-transfer list". */
export const TRANSFER_RETURN_FILE_PREFIX = 'รายการโอนเงินคืนร้านค้าประจำวัน_';

/** Funding transfers staff may approve: those waiting in the first status of the flow. */
export const APPROVABLE_FUNDING_STATUSES: readonly string[] = ['Account approve'];

/**
 * Approves every row or none: a row that is not (or no longer) approvable answers 409 naming it, so
 * nothing is approved twice. Records who approved and when.
 */
function approveTransfers(ctx: RouteContext, ids: string[]): FundingTransfer[] {
  // The role check (approve on funding) is the route's access, made by the guard before this runs.
  const actor = actorOf(ctx);
  const table = ctx.db.table('fundingTransfers');
  const records = ids.map((id) => {
    const record = table.get(id);
    if (!record) throw new MockHttpError(404, `Funding transfer ${id} not found`);
    return record;
  });
  const blocked = records.filter((r) => !APPROVABLE_FUNDING_STATUSES.includes(r.status));
  if (blocked.length > 0) {
    const list = blocked
      .map((r) =>
        r.approvedBy ? `${r.id} is ${r.status} (approved by ${r.approvedBy})` : `${r.id} is ${r.status}`,
      )
      .join(', ');
    throw new MockHttpError(409, `Nothing was approved: ${list}. Refresh the list and try again.`);
  }
  const approvedDate = toBangkokIso(Date.now());
  return records.map(
    (r) => table.update(r.id, { status: 'Pending for settle', approvedBy: actor.name, approvedDate }) ?? r,
  );
}

export function routes(): Route[] {
  return [
    ...(['GET', 'POST'] as const).map((method) =>
      exportRoute(
        'reporting',
        `${REPORT}/GetTransactionByPaymentAdminTransferExcel`,
        transferReturnSpec,
        FUNDING_COLUMNS,
        'zip',
        (s) => `${TRANSFER_RETURN_FILE_PREFIX}${s}`,
        { access: { menu: 'funding', action: 'export' } },
        method,
      ),
    ),
    {
      // The console declares this list on the funding table: only RETURN transfers belong in it.
      service: 'reporting',
      method: 'GET',
      path: `${REPORT}/GetTransactionByPaymentAdminTransfer`,
      overrides: 'account/funding-transfer/transfer-return',
      resolve: (ctx) =>
        listResponse(
          ctx.db
            .table('fundingTransfers')
            .list()
            .filter((r) => r.transferType === 'RETURN'),
          ctx,
          transferReturnSpec,
        ),
    },
    {
      // A money operation: the console sends it with an Idempotency-Key.
      service: 'reporting',
      method: 'POST',
      path: 'report/funding/approve_transaction',
      resolve: async (ctx) => {
        const body = await readJsonObject(ctx.request);
        const ids = Array.isArray(body.ids)
          ? body.ids.map(String)
          : typeof body.id === 'string' || typeof body.id === 'number'
            ? [String(body.id)]
            : [];
        if (ids.length === 0) throw new MockHttpError(400, 'ids is required', { ids: 'required' });
        if (ids.length > 500)
          throw new MockHttpError(400, 'Approve at most 500 transfers at once', { ids: 'too many' });
        return json({ items: approveTransfers(ctx, Array.from(new Set(ids))) });
      },
    },
  ];
}
