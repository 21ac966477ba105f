/**
 * Billers (a store's, a branch's and the system's, one table) and the keys of their bank channels
 * (`billerSecrets`, revealed on demand only).
 */
import { pad } from '../../../../mocks/db/generators.ts';
import { seedTable, seedUndeclaredTable, type RowOf } from '../../../../mocks/db/seeds/define.ts';
import { THAI_BANKS } from '../../../../mocks/db/thai-data.ts';
import type { Rng } from '../../../../mocks/db/prng.ts';
import type biller from './declaration.ts';
import type systemBiller from '../../system-biller/declaration.ts';
import type branchBiller from '../../store-detail-branch/branch-biller/declaration.ts';

const SYSTEM_BILLERS = [
  'การไฟฟ้านครหลวง',
  'การประปานครหลวง',
  'การไฟฟ้าส่วนภูมิภาค',
  'ค่าธรรมเนียมการศึกษา',
  'เบี้ยประกันภัย',
  'ค่าบริการโทรศัพท์เคลื่อนที่',
  'ค่าบริการอินเทอร์เน็ต',
  'ค่าส่วนกลางอาคารชุด',
];

/** Columns whose type the seeded values alone do not give: its kinds; a branch's billers carry its id. */
interface BillerColumns {
  /** `system` billers belong to no store and are addressed by their code. */
  type: 'merchant' | 'system';
  storeId: string | null;
  branchId: string | null;
}

/** One biller, numbered `n`: its bank's channels are those of `channels` the bank offers. */
function billerRow(
  rng: Rng,
  n: number,
  type: 'merchant' | 'system',
  name: string,
  storeId: string | null,
  channels: readonly string[],
) {
  const bank = rng.pick(THAI_BANKS.slice(0, 9));
  const offered = channels.filter((c) => bank.channels.some((bc) => bc === c));
  return {
    billerId: `BL${pad(n, 5)}`,
    type,
    billerCode: type === 'system' ? `SYS${pad(n, 3)}` : `B${rng.digits(9)}`,
    billerName: name,
    storeId,
    branchId: null,
    bankCode: bank.bankCode,
    banks: (offered.length ? offered : ['QR']).map((channel) => ({
      channel,
      billerId: rng.digits(15),
      billerRef: `REF${rng.digits(8)}`,
      isActive: rng.chance(0.9),
    })),
    items: Array.from({ length: rng.int(0, 3) }, (_, k) => ({
      itemId: `BL${pad(n, 5)}-I${k + 1}`,
      itemName: rng.pick(['ค่าสินค้า', 'ค่าบริการ', 'ค่าจัดส่ง', 'ค่ามัดจำ', 'ค่าสมาชิกรายเดือน']),
      amount: rng.amount(50, 5000),
      isActive: rng.chance(0.9),
    })),
    isActive: rng.chance(0.9),
  };
}

export const billers = seedTable<typeof biller | typeof systemBiller | typeof branchBiller, BillerColumns>()({
  table: 'billers',
  idField: 'billerId',
  idPrefix: 'BL',
  idWidth: 5,
  rows: ({ rng, seedOf }) => {
    const rows: ReturnType<typeof billerRow>[] = [];
    const make = (type: 'merchant' | 'system', name: string, storeId: string | null, channels: string[]) =>
      rows.push(billerRow(rng, rows.length + 1, type, name, storeId, channels));
    SYSTEM_BILLERS.forEach((name) => make('system', name, null, ['QR', 'BILL_PAYMENT']));
    for (const m of seedOf('merchants')) {
      if (rng.chance(0.7)) make('merchant', m.storeName, m.storeId, m.service);
    }
    return rows;
  },
});

export const billerSecrets = seedUndeclaredTable({
  table: 'billerSecrets',
  idField: 'id',
  idPrefix: 'BS',
  idWidth: 5,
  rows: ({ rng, seedOf }) =>
    seedOf('billers').flatMap((b) =>
      b.banks.map((bank) => ({
        id: `${b.billerId}:${bank.channel}`,
        billerId: b.billerId,
        channel: bank.channel,
        apiKey: rng.hex(32),
        secretKey: rng.hex(40),
      })),
    ),
});

export type Biller = RowOf<typeof billers>;
/** A biller's bank channel; its keys are in `billerSecrets`, revealed on demand. */
export type BillerBank = Biller['banks'][number];
export type BillerItem = Biller['items'][number];
export type BillerSecret = RowOf<typeof billerSecrets>;

declare module '../../../../mocks/db/types.ts' {
  interface TableRecords {
    billers: Biller;
    billerSecrets: BillerSecret;
  }
}
