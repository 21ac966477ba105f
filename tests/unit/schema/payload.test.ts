// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toPayload } from '../../../src/schema/form/payload.ts';

const def = {
  fields: [
    { source: 'amount', type: 'money' as const },
    { source: 'accountNo', type: 'bankAccount' as const },
    { source: 'citizenId', type: 'thaiId' as const },
    { source: 'tel', type: 'phone' as const },
    { source: 'name', type: 'text' as const },
  ],
};

describe('toPayload', () => {
  it('sends typed baht as a number built from integer satang', () => {
    expect(toPayload(def)({ amount: '1,234.5' })).toEqual({ amount: 1234.5 });
    expect(toPayload(def)({ amount: '0.29' })).toEqual({ amount: 0.29 });
    expect(toPayload(def)({ amount: 1.15 })).toEqual({ amount: 1.15 });
    expect(toPayload(def)({ amount: '' })).toEqual({ amount: null });
  });

  it('drops the dashes people type in account numbers, IDs and phones', () => {
    expect(
      toPayload(def)({ accountNo: '123-4-56789-0', citizenId: '1-2345-67890-12-1', tel: '081-234-5678' }),
    ).toEqual({ accountNo: '1234567890', citizenId: '1234567890121', tel: '0812345678' });
  });

  it('leaves other values and undeclared keys as they are', () => {
    expect(toPayload(def)({ name: ' Shop - 1 ', extra: 'x' })).toEqual({ name: ' Shop - 1 ', extra: 'x' });
  });
});
