/**
 * Fixed secrets of the dev identity provider. Dev and test only, and server side only: they must never
 * reach the browser bundle (tests/e2e/bundle-secrets.spec.ts checks). Kept in a module of their own so
 * that check can read them without loading oidc-provider.
 */

/** Keys oidc-provider signs its session and interaction cookies with. */
export const DEV_COOKIE_KEYS: readonly string[] = ['payment-admin-dev-only-cookie-key'];
