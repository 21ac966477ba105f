import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  computeChanges,
  fillPath,
  foundRecord,
  isNotDone,
  prefill,
} from '../../../src/schema/operation/operationLogic.ts';
import type { OperationDeclaration } from '../../../src/schema/operation/types.ts';

const adjust: OperationDeclaration = {
  inquiry: {
    method: 'POST',
    path: 'adjust-transaction/inquiry',
    fields: ['transactionNo'],
    show: ['status'],
  },
  fields: ['status', 'remark'],
  changes: [{ source: 'status' }, { source: 'remark' }, { source: 'amount', before: 'paidAmount' }],
  submit: { method: 'POST', path: 'adjust-transaction/adjust' },
};

describe('operation rules', () => {
  it('compares the new values with the looked-up record, showing only what changes', () => {
    const current = { status: 'PENDING', remark: '', paidAmount: 100 };
    expect(computeChanges(adjust, current, { status: 'SUCCESS', remark: '', amount: '100' })).toEqual([
      { source: 'status', before: 'PENDING', after: 'SUCCESS' },
    ]);
    expect(computeChanges(adjust, current, { status: 'PENDING', amount: 100 })).toEqual([]);
  });

  it('has no before side without an inquiry', () => {
    const manual: OperationDeclaration = { ...adjust, inquiry: undefined };
    expect(computeChanges(manual, null, { status: 'SUCCESS' })).toEqual([
      { source: 'status', before: undefined, after: 'SUCCESS' },
    ]);
  });

  it('fills paths, builds bodies and prefills the change form', () => {
    expect(fillPath('tx/{transactionNo}/adjust', { transactionNo: 'A/1' })).toBe('tx/A%2F1/adjust');
    expect(bodyOf({ method: 'POST', path: 'x' }, { a: 1, b: 2, c: 3 }, ['a', 'b'])).toEqual({ a: 1, b: 2 });
    expect(bodyOf({ method: 'POST', path: 'x', body: ['c'] }, { a: 1, c: 3 }, ['a'])).toEqual({ c: 3 });
    expect(prefill(adjust, { status: 'PENDING', other: 1 })).toEqual({ status: 'PENDING' });
  });

  it('reads false, nothing or success: false as not done', () => {
    expect(isNotDone(false)).toBe(true);
    expect(isNotDone(null)).toBe(true);
    expect(isNotDone({ success: false })).toBe(true);
    expect(isNotDone(true)).toBe(false);
    expect(isNotDone({ transactionNo: 'T1' })).toBe(false);
  });

  it('finds the inquiry record in an object or the first item of a list', () => {
    expect(foundRecord([{ id: 1 }])).toEqual({ id: 1 });
    expect(foundRecord({})).toBeNull();
    expect(foundRecord([])).toBeNull();
    expect(foundRecord(false)).toBeNull();
  });
});
