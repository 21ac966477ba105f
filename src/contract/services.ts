/** The back-end services the console calls, by the names the runtime config uses (docs/api-contract.md): every one required. */
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

/**
 * Services a deployment may leave out of `config.json`: the console then makes none of their calls
 * (the audit service: no History section on view pages, docs/configuration.md).
 */
export const OPTIONAL_SERVICE_NAMES = ['audit'] as const;

export type RequiredServiceName = (typeof SERVICE_NAMES)[number];
export type OptionalServiceName = (typeof OPTIONAL_SERVICE_NAMES)[number];
export type ServiceName = RequiredServiceName | OptionalServiceName;
