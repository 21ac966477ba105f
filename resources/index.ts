/** The resource registry: every declared entity, in the order the side menu shows them within a group. */
import type { ResourceDefinition } from '../src/schema/types.ts';
import { announcement } from './management/announcement.ts';
import { paymentChannel } from './management/payment-channel.ts';
import { qrCode } from './management/qr-code.ts';
import { role } from './management/role.ts';
import { storeType } from './management/store-type.ts';
import { systemPolicy } from './management/system-policy.ts';
import { users } from './management/users.ts';
import { storeDetail } from './store/store-detail.ts';
import { storeDetailBranch } from './store/store-detail-branch.ts';
import { bankAccount } from './store/store-detail/bank-account.ts';
import { biller, branchBiller } from './store/store-detail/biller.ts';
import { branch } from './store/store-detail/branch.ts';

export const resources: readonly ResourceDefinition[] = [
  storeDetail,
  storeDetailBranch,
  branch,
  biller,
  branchBiller,
  bankAccount,
  announcement,
  paymentChannel,
  qrCode,
  storeType,
  role,
  users,
  systemPolicy,
];

export function findResource(name: string): ResourceDefinition | undefined {
  return resources.find((r) => r.name === name);
}
