/**
 * Store types (`merchantCategories`), each with the number of seeded stores of its type.
 */
import { categoryId } from '../../../mocks/db/generators.ts';
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { MERCHANT_CATEGORIES } from '../../../mocks/db/thai-data.ts';
import type storeType from './declaration.ts';

export const merchantCategories = seedTable<typeof storeType>()({
  table: 'merchantCategories',
  idField: 'storeTypeId',
  idPrefix: 'MC',
  idWidth: 2,
  rows: ({ seedOf }) => {
    // One pass over the 2,000 stores: this list is the bench's first screen (docs/performance.md).
    const counts = new Map<string, number>();
    for (const m of seedOf('merchants')) counts.set(m.storeTypeId, (counts.get(m.storeTypeId) ?? 0) + 1);
    return MERCHANT_CATEGORIES.map(([storeType], i) => ({
      storeTypeId: categoryId(i),
      storeType,
      storeCount: counts.get(categoryId(i)) ?? 0,
      isActive: i !== 13,
    }));
  },
});

export type MerchantCategory = RowOf<typeof merchantCategories>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    merchantCategories: MerchantCategory;
  }
}
