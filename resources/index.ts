/** The resource registry: every declared entity, in the order the side menu shows them within a group. */
import type { ResourceDefinition } from '../src/schema/types.ts';
import { announcement } from './management/announcement.ts';
import { paymentChannel } from './management/payment-channel.ts';
import { qrCode } from './management/qr-code.ts';
import { role } from './management/role.ts';
import { storeType } from './management/store-type.ts';
import { systemPolicy } from './management/system-policy.ts';
import { users } from './management/users.ts';
import { storeRegisterInformation } from './store/store-register-information.ts';
import { transactionExternal } from './store/transaction-external.ts';
import { transaction } from './store/transaction.ts';
import { userManagement } from './store/user-management.ts';
import { userRequest } from './store/user-request.ts';

export const resources: readonly ResourceDefinition[] = [
  storeRegisterInformation,
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
];

export function findResource(name: string): ResourceDefinition | undefined {
  return resources.find((r) => r.name === name);
}
