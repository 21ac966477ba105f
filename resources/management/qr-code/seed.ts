/**
 * The QR code settings (one row, `default`).
 */
import { defineTable } from '../../../mocks/db/seeds/define.ts';

export const qrCodeSettings = defineTable('qrCodeSettings', {
  idField: 'id',
  idPrefix: 'qr-',
  idWidth: 1,
  seed: () => [{ id: 'default', amount: 50000, timeoutMinutes: 15 }],
});
