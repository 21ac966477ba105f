/** The resource registry: every declared entity, in the order the side menu shows them within a group. */
import type { ResourceDefinition } from '../src/schema/types.ts';
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

export const resources: readonly ResourceDefinition[] = [
  announcement,
  paymentChannel,
  qrCode,
  storeType,
  role,
  users,
  systemPolicy,
  transactionStatusAdjustment,
  adjustFeeQrCredit,
  reconcile,
];

export function findResource(name: string): ResourceDefinition | undefined {
  return resources.find((r) => r.name === name);
}
