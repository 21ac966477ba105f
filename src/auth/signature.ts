/**
 * Profile response signature (docs/security.md): the user service signs body + timestamp + nonce and
 * the console checks it with WebCrypto before trusting the profile. See docs/security.md for what an
 * HS256 key held by the browser does and does not protect.
 */
import type { ProfileSignatureConfig } from '../config/types.ts';

const NONCE_BYTES = 16;

/** 16 random bytes as 32 lowercase hex characters. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Unix time in whole seconds, as the `timestamp` header carries it. */
export function unixSeconds(now: number | Date = Date.now()): number {
  const ms = now instanceof Date ? now.getTime() : now;
  return Math.floor(ms / 1000);
}

/** Decodes standard or URL-safe base64; null when the text is not base64. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  const compact = text.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (compact === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  const padded = compact.padEnd(Math.ceil(compact.length / 4) * 4, '=');
  try {
    const binary = atob(padded);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

function signedBytes(bodyText: string, timestamp: string, nonce: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(bodyText + timestamp + nonce);
}

async function verifyHs256(key: string, signature: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>) {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  // subtle.verify compares in constant time, unlike comparing two base64 strings.
  return crypto.subtle.verify('HMAC', cryptoKey, signature, data);
}

async function verifyEs256(
  jwk: JsonWebKey,
  signature: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
) {
  // Only the public half may be in the bundle; a JWK carrying `d` is refused rather than trusted.
  if (jwk.d !== undefined) return false;
  const cryptoKey = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'verify',
  ]);
  return crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, cryptoKey, signature, data);
}

/**
 * True only when `signatureHeader` is a valid signature of bodyText + timestamp + nonce under `config`.
 * Never throws: a missing or garbled header, a bad key or a crypto error all answer false.
 */
export async function verifyProfileSignature(
  config: ProfileSignatureConfig,
  bodyText: string,
  timestamp: string,
  nonce: string,
  signatureHeader: string | null,
): Promise<boolean> {
  const signature = signatureHeader === null ? null : decodeBase64(signatureHeader);
  if (signature === null) return false;
  const data = signedBytes(bodyText, timestamp, nonce);
  try {
    if (config.alg === 'HS256') return await verifyHs256(config.key, signature, data);
    if (config.alg === 'ES256') return await verifyEs256(config.publicKeyJwk, signature, data);
    return false;
  } catch {
    return false;
  }
}
