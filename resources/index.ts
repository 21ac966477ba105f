/**
 * The resource registry: every declared screen and every menu still to be built, one line each. The
 * side menu, routes, permission map, landing order, labels and mock backend are all derived from it.
 */
import { createMenuCatalogue } from '../src/auth/menus.ts';
import { isScreen, type RegistryEntry, type ResourceDefinition } from '../src/schema/types.ts';
import { arPr } from './account/ar-pr.ts';
import { fundingRawData } from './account/funding-raw-data.ts';
import { fundingTransfer } from './account/funding-transfer.ts';
import { mdrDetail } from './account/mdr-detail.ts';
import { mdr } from './account/mdr.ts';
import { settingMdr } from './account/setting-mdr.ts';
import { taxCalculation } from './account/tax-calculation.ts';
import { transferReturn } from './account/transfer-return.ts';
import { MENU_GROUPS } from './catalog/menus.ts';
import { announcement } from './management/announcement.ts';
import { paymentChannel } from './management/payment-channel.ts';
import { qrCode } from './management/qr-code.ts';
import { role } from './management/role.ts';
import { storeType } from './management/store-type.ts';
import { systemPolicy } from './management/system-policy.ts';
import { users } from './management/users.ts';
import { adjustFeeQrCredit } from './process/adjust-fee-qr-credit.ts';
import { reconcile } from './process/reconcile.ts';
import { transactionStatusAdjustment } from './process/transaction-status-adjustment.ts';
import { storeDetail } from './store/store-detail.ts';
import { storeDetailBranch } from './store/store-detail-branch.ts';
import { bankAccount } from './store/store-detail/bank-account.ts';
import { biller, branchBiller, systemBiller } from './store/store-detail/biller.ts';
import { branch } from './store/store-detail/branch.ts';
import { storeRegisterInformation } from './store/store-register-information.ts';
import { transaction } from './store/transaction.ts';
import { transactionExternal } from './store/transaction-external.ts';
import { userManagement } from './store/user-management.ts';
import { userRequest } from './store/user-request.ts';

export const registry: readonly RegistryEntry[] = [
  storeRegisterInformation,
  storeDetail,
  storeDetailBranch,
  branch,
  biller,
  systemBiller,
  branchBiller,
  bankAccount,
  transaction,
  userRequest,
  transactionExternal,
  userManagement,
  announcement,
  paymentChannel,
  qrCode,
  storeType,
  role,
  users,
  systemPolicy,
  // Accounting (after payment-channel: the bank toggles it declares on the bank table answer first).
  arPr,
  fundingTransfer,
  fundingRawData,
  transferReturn,
  settingMdr,
  mdr,
  mdrDetail,
  taxCalculation,
  transactionStatusAdjustment,
  adjustFeeQrCredit,
  reconcile,
];

/** The declared screens (the registry without menu-only entries). */
export const resources: readonly ResourceDefinition[] = registry.filter(isScreen);

/** Every menu of the registry, in side-menu order, with the lookups the shell needs. */
export const menuCatalogue = createMenuCatalogue(registry, MENU_GROUPS);

export function findResource(name: string): ResourceDefinition | undefined {
  return resources.find((r) => r.name === name);
}
