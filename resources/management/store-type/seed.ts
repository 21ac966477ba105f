/**
 * Store types (`merchantCategories`), each with the number of seeded stores of its type.
 */
import { categoryId } from '../../../mocks/db/generators.ts';
import { defineTable } from '../../../mocks/db/seeds/define.ts';
import { MERCHANT_CATEGORIES } from '../../../mocks/db/thai-data.ts';

export const merchantCategories = defineTable('merchantCategories', {
  idField: 'storeTypeId',
  idPrefix: 'MC',
  idWidth: 2,
  seed: ({ seedOf }) => {
    const merchants = seedOf('merchants');
    return MERCHANT_CATEGORIES.map(([storeType], i) => ({
      storeTypeId: categoryId(i),
      storeType,
      storeCount: merchants.filter((m) => m.storeTypeId === categoryId(i)).length,
      isActive: i !== 13,
    }));
  },
});
