/** The back-end services the console calls, by the names the runtime config uses (docs/api-contract.md). */
export const SERVICE_NAMES = [
  'master',
  'merchant',
  'upload',
  'user',
  'transaction',
  'notification',
  'payment',
  'sso',
  'paymentService',
  'thirdPartyPayment',
  'reporting',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];
