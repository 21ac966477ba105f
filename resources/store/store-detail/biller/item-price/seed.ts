import { seedTable, type RowOf } from '../../../../../mocks/db/seeds/define.ts';
import type itemPrice from './declaration.ts';

const ITEMS = [
  { itemCode: 'SKU-COFFEE', itemName: 'กาแฟเย็น', price: 55 },
  { itemCode: 'SKU-TEA', itemName: 'ชาไทย', price: 45 },
  { itemCode: 'SKU-CAKE', itemName: 'เค้กช็อกโกแลต', price: 89.5 },
];

/** Three prices for each of the first ten store billers (rows carry their biller's id). */
export const itemPrices = seedTable<typeof itemPrice>()({
  table: 'itemPrices',
  idField: 'itemPriceId',
  idPrefix: 'IP',
  rows: ({ seedOf }) =>
    seedOf('billers')
      .filter((biller) => biller.type === 'merchant')
      .slice(0, 10)
      .flatMap((biller, b) =>
        ITEMS.map((item, i) => ({
          itemPriceId: `IP${String(b * ITEMS.length + i + 1).padStart(4, '0')}`,
          billerId: biller.billerId,
          ...item,
          isActive: i < 2,
        })),
      ),
});

export type ItemPrice = RowOf<typeof itemPrices>;

declare module '../../../../../mocks/db/types.ts' {
  interface TableRecords {
    itemPrices: ItemPrice;
  }
}
