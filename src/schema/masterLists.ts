/**
 * Where each master dropdown list of spec §3 comes from. Entries answer `{ name, value, imageUrl }`.
 * `apiKey` lists are sent with the service's x-api-key only; `bearer` ones with the access token.
 * `{parent}` is the value the list depends on (province → district → sub-district, bank → channel).
 */
import type { ServiceName } from '../config/types.ts';
import type { MasterListName } from './types.ts';

export interface MasterListSource {
  service: ServiceName;
  path: string;
  auth: 'apiKey' | 'bearer';
  /** A list that needs a parent value; empty parent → no call. */
  dependsOn?: MasterListName;
}

export interface MasterListEntry {
  name: string;
  value: string;
  imageUrl?: string | null;
}

export const MASTER_LISTS: Record<Exclude<MasterListName, 'adjustTransaction'>, MasterListSource> = {
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
};

/** Fixed options (spec §3): not fetched. */
export const ADJUST_TRANSACTION_OPTIONS: MasterListEntry[] = [
  { name: 'Adjust Transaction', value: 'true' },
  { name: 'Not Adjust Transaction', value: 'false' },
];
