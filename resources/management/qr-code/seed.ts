/**
 * The QR code settings (one row, `default`).
 */
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import type qrCode from './declaration.ts';

export const qrCodeSettings = seedTable<typeof qrCode>()({
  table: 'qrCodeSettings',
  idField: 'id',
  idPrefix: 'qr-',
  idWidth: 1,
  rows: () => [{ id: 'default', amount: 50000, timeoutMinutes: 15 }],
});

export type QrCodeSetting = RowOf<typeof qrCodeSettings>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    qrCodeSettings: QrCodeSetting;
  }
}
