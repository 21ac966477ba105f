import { defineEntity } from '../../catalog/define.ts';

/**
 * Funding transfers and settlement (reporting service): the report of money sent to and from stores,
 * with its server export and the raw bank-file export. The raw rows and the transfer-return approval
 * are tabs of this screen (docs/accounting.md): `funding-transfer/raw-data`, `funding-transfer/transfer-return`.
 */
export const fundingTransfer = defineEntity({
  area: 'account',
  path: 'funding-transfer',
  permission: 'funding',
  menu: {
    group: 'accounting',
    order: 2,
    nameTh: 'การโอนเงินและการชำระเงิน',
    nameEn: 'Funding Transfer & Settlement',
    icon: 'bank',
    landing: 11,
  },
  recordTitle: 'id',
  service: 'reporting',
  list: true,
  load: () => import('./declaration.ts'),
});
