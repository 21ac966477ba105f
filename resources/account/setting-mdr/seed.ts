/**
 * MDR settings per bank.
 */
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { bankNames } from '../../../mocks/db/seeds/masterNames.ts';
import { THAI_BANKS } from '../../../mocks/db/thai-data.ts';
import type settingMdrDeclaration from './declaration.ts';

/** Columns whose type the seeded values alone do not give: any channel can be saved. */
interface SettingMdrColumns {
  channels: { channel: string; mdrRate: number; isActive: boolean }[];
}

export const settingMdr = seedTable<typeof settingMdrDeclaration, SettingMdrColumns>()({
  table: 'settingMdr',
  idField: 'bankCode',
  idPrefix: '',
  idWidth: 3,
  rows: ({ seedOf }) => {
    // The answer's bank name beside its code, as the bank list names it.
    const bankName = bankNames(seedOf);
    return THAI_BANKS.map((b) => ({
      bankCode: b.bankCode,
      bankName: bankName(b.bankCode),
      paymentTerm: 15,
      channels: b.channels.map((channel) => ({ channel, mdrRate: 3, isActive: true })),
      isActive: b.bankCode !== '073',
    }));
  },
});

export type SettingMdr = RowOf<typeof settingMdr>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    settingMdr: SettingMdr;
  }
}
