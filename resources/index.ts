/**
 * The registry: one line per entity, in this order (the side menu sorts menus by their own group and
 * order). Each line is an entity's head (resources/<area>/<entity>/index.ts): what the shell and the
 * boot need at once, and `load` for the rest of its declaration (src/schema/entity.ts). A child
 * resource is registered by its parent's head (`children`). The console imports this module only
 * (src/main.tsx, src/App.tsx); tests and the mock backend use resources/declared.ts, which loads
 * every declaration.
 */
import { createMenuCatalogue } from '../src/auth/index.ts';
import { createLazyRegistry, withChildren } from '../src/schema/index.ts';
import { arPr } from './account/ar-pr/index.ts';
import { fundingRawData } from './account/funding-raw-data/index.ts';
import { fundingTransfer } from './account/funding-transfer/index.ts';
import { mdrDetail } from './account/mdr-detail/index.ts';
import { mdr } from './account/mdr/index.ts';
import { settingMdr } from './account/setting-mdr/index.ts';
import { taxCalculation } from './account/tax-calculation/index.ts';
import { transferReturn } from './account/transfer-return/index.ts';
import { MENU_GROUPS } from './catalog/menus.ts';
import { announcement } from './management/announcement/index.ts';
import { auditLog } from './management/audit-log/index.ts';
import { paymentChannel } from './management/payment-channel/index.ts';
import { qrCode } from './management/qr-code/index.ts';
import { role } from './management/role/index.ts';
import { storeType } from './management/store-type/index.ts';
import { systemPolicy } from './management/system-policy/index.ts';
import { users } from './management/users/index.ts';
import { adjustFeeQrCredit } from './process/adjust-fee-qr-credit/index.ts';
import { reconcile } from './process/reconcile/index.ts';
import { transactionStatusAdjustment } from './process/transaction-status-adjustment/index.ts';
import { storeDetailBranch } from './store/store-detail-branch/index.ts';
import { storeDetail } from './store/store-detail/index.ts';
import { storeRegisterInformation } from './store/store-register-information/index.ts';
import { systemBiller } from './store/system-biller/index.ts';
import { transactionExternal } from './store/transaction-external/index.ts';
import { transaction } from './store/transaction/index.ts';
import { userManagement } from './store/user-management/index.ts';
import { userRequest } from './store/user-request/index.ts';

export const registry = withChildren([
  storeRegisterInformation,
  storeDetail,
  storeDetailBranch,
  systemBiller,
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
  auditLog,
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
]);

/** The registry as the console uses it: heads at hand, each declaration loaded when first needed. */
export const lazyRegistry = createLazyRegistry(registry);

/** Every menu of the registry, in side-menu order (from the heads: no declaration needs to load). */
export const menuCatalogue = createMenuCatalogue(registry, MENU_GROUPS);
