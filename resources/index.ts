/** The resource registry: every declared entity, in the order the side menu shows them within a group. */
import type { ResourceDefinition } from '../src/schema/types.ts';
import { arPr } from './account/ar-pr.ts';
import { fundingRawData } from './account/funding-raw-data.ts';
import { fundingTransfer } from './account/funding-transfer.ts';
import { mdrDetail } from './account/mdr-detail.ts';
import { mdr } from './account/mdr.ts';
import { settingMdr } from './account/setting-mdr.ts';
import { taxCalculation } from './account/tax-calculation.ts';
import { transferReturn } from './account/transfer-return.ts';
import { announcement } from './management/announcement.ts';
import { paymentChannel } from './management/payment-channel.ts';
import { qrCode } from './management/qr-code.ts';
import { role } from './management/role.ts';
import { storeType } from './management/store-type.ts';
import { systemPolicy } from './management/system-policy.ts';
import { users } from './management/users.ts';

export const resources: readonly ResourceDefinition[] = [
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
];

export function findResource(name: string): ResourceDefinition | undefined {
  return resources.find((r) => r.name === name);
}
