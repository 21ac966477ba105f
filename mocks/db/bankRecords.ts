/**
 * What the bank's own records say of a QR transaction: most transactions stuck waiting (or cancelled)
 * were in fact paid. One rule for the whole mock world: the bank statement files (mocks/statements),
 * the reconcile runs and the status adjustment's inquiry all read it.
 */
import { hashString } from './prng.ts';

/** A QR transaction's bank status, from its number and its status in the mock (`qrTransactions`). */
export function bankStatusOf<S extends string>(t: { transactionNo: string; status: S }): S | 'paid' {
  if (t.status === 'paid') return 'paid';
  return hashString(t.transactionNo) % 10 < 7 ? 'paid' : t.status;
}
