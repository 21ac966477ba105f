/**
 * Compact JWS (JWT) reading and checking with WebCrypto, for the mock services and the dev identity
 * provider. Runs in the browser (service-worker mode) and in Node 20 (globalThis.crypto.subtle).
 * Only RS256 and ES256 are accepted; `none` and HMAC tokens are refused.
 */

export interface JwtHeader {
  alg?: string;
  kid?: string;
  typ?: string;
}

export interface JwtClaims {
  iss?: string;
  sub?: string;
  aud?: string | string[];
  exp?: number;
  nbf?: number;
  iat?: number;
  client_id?: string;
  scope?: string;
  [claim: string]: unknown;
}

export interface DecodedJwt {
  header: JwtHeader;
  claims: JwtClaims;
  signingInput: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jsonPart(text: string): Record<string, unknown> | null {
  const bytes = base64UrlDecode(text);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The three parts of a compact JWS, or null when it is not one. Nothing is trusted yet. */
export function decodeJwt(token: string): DecodedJwt | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const header = jsonPart(parts[0]);
  const claims = jsonPart(parts[1]);
  const signature = base64UrlDecode(parts[2]);
  if (!header || !claims || !signature) return null;
  return {
    header: header as JwtHeader,
    claims: claims as JwtClaims,
    signingInput: new TextEncoder().encode(`${parts[0]}.${parts[1]}`),
    signature,
  };
}

/** True when the JWS signature checks out under `jwk` for the header's algorithm (RS256 or ES256). */
export async function verifyJwsSignature(jwt: DecodedJwt, jwk: JsonWebKey): Promise<boolean> {
  const { subtle } = globalThis.crypto;
  // A public key only: a JWK with private parts is a configuration mistake, not a key to trust.
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, key_ops: _ops, ...publicJwk } = jwk;
  try {
    if (jwt.header.alg === 'RS256' && jwk.kty === 'RSA') {
      const key = await subtle.importKey(
        'jwk',
        publicJwk,
        { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
        false,
        ['verify'],
      );
      return await subtle.verify('RSASSA-PKCS1-v1_5', key, jwt.signature, jwt.signingInput);
    }
    if (jwt.header.alg === 'ES256' && jwk.kty === 'EC' && jwk.crv === 'P-256') {
      const key = await subtle.importKey('jwk', publicJwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
        'verify',
      ]);
      return await subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, jwt.signature, jwt.signingInput);
    }
  } catch {
    return false;
  }
  return false;
}

/** Signs claims as an ES256 JWT with a private P-256 JWK (tests and the dev provider's helpers). */
export async function signEs256Jwt(
  privateJwk: JsonWebKey & { kid?: string },
  claims: JwtClaims,
  typ = 'at+jwt',
): Promise<string> {
  const { subtle } = globalThis.crypto;
  const header = { alg: 'ES256', typ, ...(privateJwk.kid ? { kid: privateJwk.kid } : {}) };
  const encode = (value: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));
  const input = `${encode(header)}.${encode(claims)}`;
  const { kid: _kid, ...jwk } = privateJwk;
  const key = await subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const signature = await subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    new TextEncoder().encode(input),
  );
  return `${input}.${base64UrlEncode(new Uint8Array(signature))}`;
}
