/**
 * The mock user service's side of the profile signature (docs/security.md). Kept independent of the
 * console's verifier so a test that pairs the two checks the wire format, not shared code.
 * Runs in the browser and in Node 20 (globalThis.crypto.subtle).
 */

/** An HS256 shared key, or an ES256 private JWK (P-256, with `d`). */
export type MockSigningKey = string | JsonWebKey;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** base64 signature of body + timestamp + nonce: HMAC-SHA256 for a string key, raw r||s ECDSA for a JWK. */
export async function signProfile(
  secretOrPrivate: MockSigningKey,
  body: string,
  timestamp: string,
  nonce: string,
): Promise<string> {
  const { subtle } = globalThis.crypto;
  const data = new TextEncoder().encode(body + timestamp + nonce);
  if (typeof secretOrPrivate === 'string') {
    const key = await subtle.importKey(
      'raw',
      new TextEncoder().encode(secretOrPrivate),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return toBase64(new Uint8Array(await subtle.sign('HMAC', key, data)));
  }
  const key = await subtle.importKey('jwk', secretOrPrivate, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
  ]);
  return toBase64(new Uint8Array(await subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, data)));
}
