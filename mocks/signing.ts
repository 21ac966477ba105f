/**
 * The mock user service's side of the profile signature (docs/security.md). Kept independent of the
 * console's verifier so a test that pairs the two checks the wire format, not shared code.
 * Runs in the browser and in Node 20 (globalThis.crypto.subtle).
 */
import { bypass } from 'msw';

/**
 * An HS256 shared key, an ES256 private JWK (P-256, with `d`), or a signer that asks the dev server
 * (the private key never reaches the page).
 */
export type MockSigningKey = string | JsonWebKey | RemoteProfileSigner;

/** Signs body + timestamp + nonce elsewhere; gets the profile request to prove who asks. */
export type RemoteProfileSigner = (
  body: string,
  timestamp: string,
  nonce: string,
  request: Request,
) => Promise<string>;

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
  request?: Request,
): Promise<string> {
  const { subtle } = globalThis.crypto;
  if (typeof secretOrPrivate === 'function') {
    if (!request) throw new Error('a remote signer needs the profile request');
    return secretOrPrivate(body, timestamp, nonce, request);
  }
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

/** Path, under the sign-on provider, of the dev server's ES256 profile signer. */
export const DEV_SIGN_PROFILE_PATH = '/__dev/sign-profile';

/**
 * ES256 signing by the dev provider: it checks the caller's access token and signs only a profile
 * whose userId is the token's subject (mocks/idp/provider.ts).
 */
export function remoteProfileSigner(authority: string): RemoteProfileSigner {
  return async (body, timestamp, nonce, request) => {
    const url = new URL(`${authority.replace(/\/+$/, '')}${DEV_SIGN_PROFILE_PATH}`, request.url).href;
    const response = await fetch(
      bypass(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: request.headers.get('authorization') ?? '',
        },
        body: JSON.stringify({ body, timestamp, nonce }),
      }),
    );
    const answer = (await response.json().catch(() => ({}))) as { signature?: unknown; message?: unknown };
    if (!response.ok || typeof answer.signature !== 'string') {
      throw new Error(`profile signer answered ${response.status}: ${String(answer.message ?? '')}`);
    }
    return answer.signature;
  };
}
