/**
 * What the dev identity provider and the mock services agree on for access tokens. No Node import:
 * the service-worker mocks load this in the page.
 */

/** Resource indicator and `aud` of the access tokens the console gets for the gateway's services. */
export const API_AUDIENCE = 'urn:payment-admin:api';
/** The scope the dev provider grants on that resource. */
export const API_SCOPE = 'api';
/** Seconds of clock difference forgiven on `exp` and `nbf`. */
export const CLOCK_TOLERANCE_S = 5;
/** Dev only, under the sign-on provider: where the mock user service reports a user's (de)activation. */
export const DEV_ACCOUNT_STATUS_PATH = '/__dev/account-status';
