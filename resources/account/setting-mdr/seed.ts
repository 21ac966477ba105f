/**
 * MDR settings per bank.
 */
import { defineTable } from '../../../mocks/db/seeds/define.ts';
import { THAI_BANKS } from '../../../mocks/db/thai-data.ts';

export const settingMdr = defineTable('settingMdr', {
  idField: 'bankCode',
  idPrefix: '',
  idWidth: 3,
  seed: () =>
    THAI_BANKS.map((b) => ({
      bankCode: b.bankCode,
      bankName: b.nameTh,
      paymentTerm: 15,
      channels: b.channels.map((channel) => ({ channel, mdrRate: 3, isActive: true })),
      isActive: b.bankCode !== '073',
    })),
});
