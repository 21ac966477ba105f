/**
 * The user configuration (one row, `default`).
 */
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import type systemPolicy from './declaration.ts';

export const userConfig = seedTable<typeof systemPolicy>()({
  table: 'userConfig',
  idField: 'id',
  idPrefix: 'cfg-',
  idWidth: 1,
  rows: () => [
    {
      id: 'default',
      sessionTimeoutMinutes: 30,
      passwordExpiryDays: 90,
      maxLoginAttempts: 5,
      otpExpiryMinutes: 5,
    },
  ],
});

export type UserConfig = RowOf<typeof userConfig>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    userConfig: UserConfig;
  }
}
