import { defineEntity } from '../../catalog/define.ts';

/**
 * The raw bank-file rows behind the funding report (`/account/funding-transfer/raw-data`): batch, bank
 * reference and the bank's answer per transfer; paged, filtered and exported like the report.
 */
export const fundingRawData = defineEntity({
  area: 'account',
  path: 'funding-transfer/raw-data',
  permission: 'funding',
  names: { th: 'ข้อมูลดิบการโอนเงิน', en: 'Funding raw data' },
  recordTitle: 'id',
  service: 'reporting',
  list: true,
  load: () => import('./declaration.ts'),
});
