/**
 * Banks of the payment-channel screen (the `banks` table): the real Thai banks and codes, the length
 * of their account numbers, their channels and which are on. Other tables read it by name (bank
 * accounts, MDR, reconcile runs, the bank dropdowns).
 */
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { ACCOUNT_DIGITS, THAI_BANKS } from '../../../mocks/db/thai-data.ts';
import type paymentChannel from './declaration.ts';

/** The `channel` column: the bank's active channels as one comma list. */
function deriveBank<B extends { channel: string; channels: { channel: string; isActive: boolean }[] }>(
  b: B,
): B {
  return {
    ...b,
    channel: b.channels
      .filter((c) => c.isActive)
      .map((c) => c.channel)
      .join(', '),
  };
}

export const banks = seedTable<typeof paymentChannel>()({
  table: 'banks',
  idField: 'bankCode',
  idPrefix: '',
  idWidth: 3,
  rows: ({ rng }) =>
    THAI_BANKS.map((bank) =>
      deriveBank({
        bankCode: bank.bankCode,
        accountDigits: ACCOUNT_DIGITS[bank.bankCode],
        bankName: bank.nameTh,
        bankNameEn: bank.nameEn,
        bankShortName: bank.shortName,
        cutOffTime: bank.bankCode === '030' ? '14:30' : '15:30',
        channel: '',
        channels: bank.channels.map((channel) => ({ channel, isActive: !rng.chance(0.12) })),
        isActive: bank.bankCode !== '073',
      }),
    ),
  derive: deriveBank,
});

export type Bank = RowOf<typeof banks>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    banks: Bank;
  }
}
