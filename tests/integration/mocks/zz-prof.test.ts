// @vitest-environment node
import { it } from 'vitest';
import { createMockDb } from '../../../mocks/db/index.ts';
import { toBangkokIso, pastInstant } from '../../../mocks/db/dates.ts';
import { Rng } from '../../../mocks/db/prng.ts';
it('p', () => {
  const db = createMockDb();
  let t = performance.now(); db.table('merchants').count(); console.log('merchants', performance.now() - t);
  t = performance.now(); db.table('qrTransactions').count(); console.log('qr', performance.now() - t);
  const rng = new Rng(1);
  t = performance.now(); const times = Array.from({ length: 50000 }, () => pastInstant(() => rng.float(), 548)).sort((a, b) => a - b); console.log('times', performance.now() - t);
  t = performance.now(); for (const ms of times) toBangkokIso(ms); console.log('iso', performance.now() - t);
  t = performance.now(); for (let i = 0; i < 50000; i++) rng.digits(10); console.log('digits', performance.now() - t);
  t = performance.now(); for (let i = 0; i < 50000; i++) rng.amount(1, 100); console.log('amount', performance.now() - t);
});
