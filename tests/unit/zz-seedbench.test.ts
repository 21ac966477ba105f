import { test, expect } from 'vitest';
import { createMockDb } from '../../mocks/db/index.ts';
test('seed timing', () => {
  for (let k = 0; k < 6; k++) {
    const db = createMockDb();
    const t0 = performance.now();
    db.table('staffUsers').count();
    const t1 = performance.now();
    db.table('merchants').count();
    const t2 = performance.now();
    db.table('merchantCategories').count();
    const t3 = performance.now();
    console.log(`staff ${(t1 - t0).toFixed(1)} merchants ${(t2 - t1).toFixed(1)} cats ${(t3 - t2).toFixed(1)}`);
  }
  expect(1).toBe(1);
});
