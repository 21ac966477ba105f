/**
 * The master dropdown lists (docs/api-contract.md, "Master lists"): where each comes from, and the lists
 * with fixed options. `apiKey` lists are sent with the service's x-api-key only; `bearer` ones with the
 * access token. `{parent}` is the value the list depends on (province → district → sub-district,
 * bank → channel). A new list is one entry here.
 */
import type { MasterListCatalog, MasterListEntry, MasterListSource } from '../../src/schema/index.ts';

export const MASTER_LISTS = {
  merchantCategory: { service: 'master', path: 'master/merchant_category', auth: 'apiKey' },
  approveStatus: { service: 'master', path: 'master/approve_status', auth: 'apiKey' },
  merchantState: { service: 'master', path: 'master/merchant_state', auth: 'apiKey' },
  merchantRegisterStatus: { service: 'master', path: 'master/merchant_register_status', auth: 'apiKey' },
  service: { service: 'master', path: 'master/service', auth: 'apiKey' },
  bank: { service: 'master', path: 'master/bank', auth: 'apiKey' },
  paymentChannel: {
    service: 'master',
    path: 'master/payment_channel/{parent}',
    auth: 'apiKey',
    dependsOn: 'bank',
  },
  transactionType: { service: 'master', path: 'master/transaction_type', auth: 'apiKey' },
  province: { service: 'master', path: 'master/province', auth: 'apiKey' },
  district: {
    service: 'master',
    path: 'master/province/{parent}/district',
    auth: 'apiKey',
    dependsOn: 'province',
  },
  subDistrict: {
    service: 'master',
    path: 'master/district/{parent}/sub_district',
    auth: 'apiKey',
    dependsOn: 'district',
  },
  employeeRole: { service: 'user', path: 'employee/role', auth: 'bearer' },
  approveTransactionType: { service: 'master', path: 'master/approve_transaction_type', auth: 'apiKey' },
  fundingTransferType: { service: 'master', path: 'master/funding_transfer_type', auth: 'apiKey' },
  accountType: { service: 'master', path: 'master/account_type', auth: 'apiKey' },
  sourceType: { service: 'master', path: 'master/source_type', auth: 'apiKey' },
  reportType: { service: 'reporting', path: 'report/report_type', auth: 'bearer' },
  merchantServiceType: { service: 'master', path: 'master/service_type', auth: 'apiKey' },
  customerGroup: { service: 'master', path: 'master/customer_group', auth: 'apiKey' },
} satisfies Record<string, MasterListSource>;

/** Lists with fixed options: not fetched. */
export const FIXED_LISTS = {
  adjustTransaction: [
    { name: 'Adjust Transaction', value: 'true' },
    { name: 'Not Adjust Transaction', value: 'false' },
  ],
} satisfies Record<string, MasterListEntry[]>;

export type MasterListName = keyof typeof MASTER_LISTS | keyof typeof FIXED_LISTS;

export const MASTER_LIST_CATALOG: MasterListCatalog = { lists: MASTER_LISTS, fixed: FIXED_LISTS };
