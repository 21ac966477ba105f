/**
 * The user configuration (one row, `default`).
 */
import { defineTable } from '../../../mocks/db/seeds/define.ts';

export const userConfig = defineTable('userConfig', {
  idField: 'id',
  idPrefix: 'cfg-',
  idWidth: 1,
  seed: () => [
    {
      id: 'default',
      sessionTimeoutMinutes: 30,
      passwordExpiryDays: 90,
      maxLoginAttempts: 5,
      otpExpiryMinutes: 5,
    },
  ],
});
