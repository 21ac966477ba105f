/** The resource registry: every declared entity, in the order the side menu shows them within a group. */
import type { ResourceDefinition } from '../src/schema/types.ts';
import { announcement } from './management/announcement.ts';
import { paymentChannel } from './management/payment-channel.ts';
import { storeType } from './management/store-type.ts';

export const resources: readonly ResourceDefinition[] = [announcement, paymentChannel, storeType];

export function findResource(name: string): ResourceDefinition | undefined {
  return resources.find((r) => r.name === name);
}
