/**
 * Bearer-token verification for the mock services: a JWT access token of the sign-on provider, checked
 * for signature (the provider's published keys), issuer, audience and expiry. The same code runs in the
 * page (service-worker mode) and in Node (HTTP mode); tests pass a verifier over their own key.
 */
import { bypass } from 'msw';
import { API_AUDIENCE, CLOCK_TOLERANCE_S } from './constants.ts';
import { decodeJwt, verifyJwsSignature, type JwtClaims } from './jwt.ts';

export interface VerifiedToken {
  sub: string;
  claims: JwtClaims;
}

/** Why a token was refused; the message is what the 401 answer carries. */
export class TokenRefusal extends Error {}

export type TokenVerifier = (token: string, request: Request) => Promise<VerifiedToken>;

export interface KeySet {
  issuer: string;
  keys: readonly (JsonWebKey & { kid?: string })[];
}

/** Checks a token against a known issuer and key set. Throws TokenRefusal with the reason. */
export async function verifyAgainst(
  token: string,
  keySet: KeySet,
  opts: { audience?: string; now?: () => number } = {},
): Promise<VerifiedToken> {
  const audience = opts.audience ?? API_AUDIENCE;
  const jwt = decodeJwt(token);
  if (!jwt) throw new TokenRefusal('Invalid authorization token: not a signed token');
  const candidates = keySet.keys.filter((k) => !jwt.header.kid || !k.kid || k.kid === jwt.header.kid);
  let valid = false;
  for (const key of candidates) {
    if (await verifyJwsSignature(jwt, key)) {
      valid = true;
      break;
    }
  }
  if (!valid) throw new TokenRefusal('Invalid authorization token: bad signature');
  const { claims } = jwt;
  if (claims.iss !== keySet.issuer) throw new TokenRefusal('Invalid authorization token: wrong issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : claims.aud === undefined ? [] : [claims.aud];
  if (!audiences.includes(audience)) throw new TokenRefusal('Invalid authorization token: wrong audience');
  const nowS = Math.floor((opts.now ?? Date.now)() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_TOLERANCE_S <= nowS) {
    throw new TokenRefusal('Access token expired');
  }
  if (typeof claims.nbf === 'number' && claims.nbf - CLOCK_TOLERANCE_S > nowS) {
    throw new TokenRefusal('Invalid authorization token: not valid yet');
  }
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new TokenRefusal('Invalid authorization token: no subject');
  }
  return { sub: claims.sub, claims };
}

/** A verifier over a fixed issuer and key set (integration tests mint tokens with the private half). */
export function staticTokenVerifier(keySet: KeySet, opts: { audience?: string } = {}): TokenVerifier {
  return (token) => verifyAgainst(token, keySet, opts);
}

interface Discovery {
  issuer: string;
  jwks_uri: string;
}

const KEYS_TTL_MS = 5 * 60_000;

async function getJson(url: string): Promise<unknown> {
  // bypass(): in the page, the mock worker must not try to answer the provider's own documents.
  const response = await fetch(bypass(url, { headers: { Accept: 'application/json' } }));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** A verifier of the provider's tokens that can read the provider's keys before the first call. */
export interface RemoteTokenVerifier extends TokenVerifier {
  /**
   * Starts reading the discovery document and keys for calls made to `url`'s origin (the page's, in the
   * demo mode), so the first call does not wait for them. A failure is forgotten: that call reads again.
   */
  preload(url: string): void;
}

/**
 * A verifier that reads the provider's discovery document and keys (`authority` resolved against each
 * request's URL, so the HTTP mode works on any port). Keys are cached for five minutes and re-read once
 * when a token names a key not seen yet. Verified tokens are remembered until they expire.
 */
export function remoteTokenVerifier(
  authority: string,
  opts: { audience?: string } = {},
): RemoteTokenVerifier {
  const keySets = new Map<string, { at: number; promise: Promise<KeySet> }>();
  const verified = new Map<string, VerifiedToken>();

  const load = (discoveryUrl: string, force: boolean): Promise<KeySet> => {
    const cached = keySets.get(discoveryUrl);
    if (cached && !force && Date.now() - cached.at < KEYS_TTL_MS) return cached.promise;
    const promise = (async () => {
      const discovery = (await getJson(discoveryUrl)) as Partial<Discovery>;
      if (typeof discovery.issuer !== 'string' || typeof discovery.jwks_uri !== 'string') {
        throw new Error('discovery document without issuer or jwks_uri');
      }
      const jwks = (await getJson(discovery.jwks_uri)) as { keys?: unknown };
      const keys = Array.isArray(jwks.keys) ? (jwks.keys as JsonWebKey[]) : [];
      return { issuer: discovery.issuer, keys };
    })();
    keySets.set(discoveryUrl, { at: Date.now(), promise });
    promise.catch(() => keySets.delete(discoveryUrl));
    return promise;
  };

  const discoveryUrlFor = (url: string) => {
    const base = new URL(authority.replace(/\/+$/, '') + '/', url);
    return new URL('.well-known/openid-configuration', base).href;
  };

  const verify: TokenVerifier = async (token, request) => {
    const known = verified.get(token);
    if (known && typeof known.claims.exp === 'number' && known.claims.exp * 1000 > Date.now()) return known;
    const discoveryUrl = discoveryUrlFor(request.url);
    let keySet: KeySet;
    try {
      keySet = await load(discoveryUrl, false);
    } catch {
      throw new TokenRefusal('Sign-on provider unreachable: the token could not be checked');
    }
    const kid = decodeJwt(token)?.header.kid;
    if (kid && !keySet.keys.some((k) => (k as { kid?: string }).kid === kid)) {
      keySet = await load(discoveryUrl, true).catch(() => keySet);
    }
    const result = await verifyAgainst(token, keySet, opts);
    if (verified.size > 500) verified.clear();
    verified.set(token, result);
    return result;
  };
  return Object.assign(verify, {
    preload: (url: string) => void load(discoveryUrlFor(url), false).catch(() => undefined),
  });
}
