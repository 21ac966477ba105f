/**
 * A stand-in sign-on provider for tests: an ES256 key made on first use, a verifier over it and a minting
 * function, so tests call the mock services with real, checked tokens instead of turning checks off.
 * Never used by the running console.
 */
import { API_AUDIENCE } from './constants.ts';
import { signEs256Jwt, type JwtClaims } from './jwt.ts';
import { verifyAgainst, type TokenVerifier } from './tokens.ts';

export const TEST_ISSUER = 'https://issuer.test/idp';
const KID = 'test-key';

export interface TestIssuer {
  issuer: string;
  verifier: TokenVerifier;
  /** A token for `sub` valid for an hour; `claims` override any claim (exp, aud, iss…). */
  mint(sub: string, claims?: JwtClaims): Promise<string>;
  /** A token signed by a key the verifier does not know. */
  mintForeign(sub: string, claims?: JwtClaims): Promise<string>;
}

interface KeyPair {
  privateJwk: JsonWebKey;
  publicJwk: JsonWebKey;
}

async function makeKeyPair(): Promise<KeyPair> {
  const { subtle } = globalThis.crypto;
  const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  return {
    privateJwk: await subtle.exportKey('jwk', pair.privateKey),
    publicJwk: await subtle.exportKey('jwk', pair.publicKey),
  };
}

export function createTestIssuer(): TestIssuer {
  let own: Promise<KeyPair> | undefined;
  let foreign: Promise<KeyPair> | undefined;
  const ownKeys = () => (own ??= makeKeyPair());
  const foreignKeys = () => (foreign ??= makeKeyPair());
  const claimsFor = (sub: string, extra: JwtClaims = {}): JwtClaims => {
    const now = Math.floor(Date.now() / 1000);
    return {
      iss: TEST_ISSUER,
      sub,
      aud: API_AUDIENCE,
      iat: now,
      exp: now + 3600,
      client_id: 'payment-admin',
      scope: 'api',
      ...extra,
    };
  };
  return {
    issuer: TEST_ISSUER,
    verifier: async (token) => {
      const { publicJwk } = await ownKeys();
      return verifyAgainst(token, { issuer: TEST_ISSUER, keys: [{ ...publicJwk, kid: KID }] });
    },
    mint: async (sub, claims) =>
      signEs256Jwt({ ...(await ownKeys()).privateJwk, kid: KID }, claimsFor(sub, claims)),
    mintForeign: async (sub, claims) =>
      signEs256Jwt({ ...(await foreignKeys()).privateJwk, kid: KID }, claimsFor(sub, claims)),
  };
}
