/** Engine pieces the Process screens use: list links, list meta from the envelope, operation rows. */
import { describe, expect, it } from 'vitest';
import { declared } from '../../../resources/declared.ts';
import { fromEnvelope } from '../../../src/data/paging.ts';
import { allowedPageLinks, canFollowRowLink, rowLinkPath } from '../../../src/schema/list/capabilities.ts';
import { computeChanges, resultRecord } from '../../../src/schema/operation/operationLogic.ts';
import type { OperationDeclaration } from '../../../src/schema/operation/types.ts';
import { resourcePaths } from '../../../src/schema/routing/paths.ts';
import type { ResourceAccess } from '../../../src/schema/access.tsx';

const adjustFeeQrCredit = declared('management/adjust-fee-qr-credit');
const reconcile = declared('management/reconcile');
const transactionStatusAdjustment = declared('management/transaction-status-adjustment');

const access = (allowed: string[]): ResourceAccess => ({
  list: allowed.includes('list'),
  show: allowed.includes('show'),
  create: allowed.includes('create'),
  edit: allowed.includes('edit'),
  delete: false,
  export: false,
  approve: false,
  toggle: false,
  isPending: false,
});

function adjustOperation(): OperationDeclaration {
  const route = transactionStatusAdjustment.routes?.find((r) => r.path === 'adjust');
  if (!route || !('operation' in route)) throw new Error('adjust is not an operation route');
  return route.operation;
}

describe('list links', () => {
  it('opens a reconcile run at detail?run=<id>, for users who may view', () => {
    const paths = resourcePaths(reconcile.name);
    expect(rowLinkPath(paths, reconcile, 'RC00201')).toBe('/management/reconcile/detail?run=RC00201');
    expect(canFollowRowLink(reconcile, access(['list', 'show']))).toBe(true);
    expect(canFollowRowLink(reconcile, access(['list']))).toBe(false);
  });

  it('shows "New run" only to users who may create', () => {
    expect(allowedPageLinks(reconcile, access(['list', 'show', 'create'])).map((l) => l.path)).toEqual([
      'detail',
    ]);
    expect(allowedPageLinks(reconcile, access(['list', 'show']))).toEqual([]);
  });
});

describe('list meta', () => {
  it('keeps the envelope keys beside the page as meta', () => {
    const page = fromEnvelope(
      {
        items: [{ id: 'ADJ1' }],
        totalCount: 1,
        hasNext: false,
        hasPrevious: false,
        currentPage: 1,
        pageSize: 10,
        totalPages: 1,
        counter: { total: 1, adjusted: 0, notAdjusted: 1 },
        statusList: [{ status: 'paid', count: 1 }],
      },
      { idField: 'id' },
    );
    expect(page.meta).toEqual({
      counter: { total: 1, adjusted: 0, notAdjusted: 1 },
      statusList: [{ status: 'paid', count: 1 }],
    });
  });

  it('gives no meta for a bare envelope', () => {
    const page = fromEnvelope(
      { items: [], totalCount: 0, hasNext: false, hasPrevious: false },
      { idField: 'id' },
    );
    expect(page.meta).toBeUndefined();
  });
});

describe('operation rows', () => {
  const current = { transactionNo: 'QR1', status: 'waiting for payment', bankStatus: 'paid' };

  it('previews the status change only when adjusting', () => {
    const op = adjustOperation();
    const adjusting = computeChanges(op, current, { bankStatus: 'paid', isAdjust: 'true', remark: 'ok' });
    expect(adjusting.map((c) => [c.source, c.before, c.after])).toEqual([
      ['bankStatus', 'waiting for payment', 'paid'],
      ['isAdjust', undefined, 'true'],
      ['remark', undefined, 'ok'],
    ]);
    const notAdjusting = computeChanges(op, current, { bankStatus: 'paid', isAdjust: 'false', remark: 'no' });
    expect(notAdjusting.map((c) => c.source)).toEqual(['isAdjust', 'remark']);
  });

  it('reads the changed record from the answer key named by result.from', () => {
    const op = adjustFeeQrCredit.operation;
    if (!op) throw new Error('no operation');
    expect(resultRecord(op, { transaction: { transactionNo: 'QR1', fee: 1.25 }, adjustment: {} })).toEqual({
      transactionNo: 'QR1',
      fee: 1.25,
    });
    expect(resultRecord(op, false)).toBeNull();
  });
});
