/**
 * Fixed secrets of the dev identity provider. Dev and test only, and server side only: they must never
 * reach the browser bundle (tests/e2e/bundle-secrets.spec.ts checks). Kept in a module of their own so
 * that check can read them without loading oidc-provider.
 */

/** Keys oidc-provider signs its session and interaction cookies with. */
export const DEV_COOKIE_KEYS: readonly string[] = ['payment-admin-dev-only-cookie-key'];

/**
 * ES256 key the dev user service signs profiles with. Its public half is `profileSignature.publicKeyJwk`
 * of public/config.json; the private half stays on the dev server (the service-worker mocks ask the
 * provider's /__dev/sign-profile for a signature, see mocks/signing.ts).
 */
export const DEV_PROFILE_SIGNING_JWK: JsonWebKey = {
  kty: 'EC',
  crv: 'P-256',
  x: 'oQh3WkWmfzcojynlHAjJ_m3FvDYGkvwz5iveXt-QuGk',
  y: 'DcjMkuX03Q0DZYbM8-t-sCwyW6kh2eYkSkcuF3erEvU',
  d: 'XXmDP2jDtCE4i_RQD9VFLP_Ns_tJpRykRpUB4AGqhZs',
};
