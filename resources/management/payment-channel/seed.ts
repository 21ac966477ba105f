/**
 * Banks of the payment-channel screen (the `banks` table): the real Thai banks and codes, the length
 * of their account numbers, their channels and which are on. Other tables read it by name (bank
 * accounts, MDR, reconcile runs, the bank dropdowns).
 */
import { defineTable } from '../../../mocks/db/seeds/define.ts';
import { ACCOUNT_DIGITS, THAI_BANKS } from '../../../mocks/db/thai-data.ts';
import type { Bank } from '../../../mocks/db/types.ts';

function deriveBank(b: Bank): Bank {
  return {
    ...b,
    channel: b.channels
      .filter((c) => c.isActive)
      .map((c) => c.channel)
      .join(', '),
  };
}

export const banks = defineTable('banks', {
  idField: 'bankCode',
  idPrefix: '',
  idWidth: 3,
  seed: ({ rng }) =>
    THAI_BANKS.map((bank) =>
      deriveBank({
        bankCode: bank.bankCode,
        accountDigits: ACCOUNT_DIGITS[bank.bankCode],
        bankName: bank.nameTh,
        bankNameEn: bank.nameEn,
        bankShortName: bank.shortName,
        channel: '',
        channels: bank.channels.map((channel) => ({ channel, isActive: !rng.chance(0.12) })),
        isActive: bank.bankCode !== '073',
      }),
    ),
  derive: deriveBank,
});
