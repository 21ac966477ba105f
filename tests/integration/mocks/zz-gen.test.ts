// @vitest-environment node
import { it } from 'vitest';
import { callJson, startMockServer } from './helpers.ts';
const mock = startMockServer();
it('t', async () => {
  let t = performance.now();
  await callJson('reporting', 'report/transaction/GetTransactionByPaymentAdmin');
  console.log('first', Math.round(performance.now() - t));
  t = performance.now();
  await callJson('reporting', 'report/transaction/GetTransactionByPaymentAdmin', { query: { PageNumber: 2 } });
  console.log('next', Math.round(performance.now() - t));
  t = performance.now();
  await callJson('reporting', 'report/transaction/GetTransactionByPaymentAdmin', { query: { PageNumber: 3, StartDate: '2026-01-01', EndDate: '2026-03-31' } });
  console.log('filter', Math.round(performance.now() - t));
  t = performance.now();
  await callJson('reporting', 'report/transaction/GetTransactionByPaymentAdmin', { query: { PageNumber: 4, StartDate: '2026-01-01', EndDate: '2026-03-31' } });
  console.log('filter next', Math.round(performance.now() - t));
  mock.server.close();
});
