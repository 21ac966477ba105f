// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createNonce,
  decodeBase64,
  unixSeconds,
  verifyProfileSignature,
} from '../../../src/auth/signature.ts';
import type { ProfileSignatureConfig } from '../../../src/config/types.ts';
import { sharedKeyWarning } from '../../../src/config/validate.ts';
import { signProfile, type MockSigningKey } from '../../../mocks/signing.ts';

const BODY = JSON.stringify({ userId: 'u-0001', firstname: 'สมชาย', lastname: 'ใจดี', role: { menus: [] } });
const TIMESTAMP = '1767225600';
const NONCE = '00112233445566778899aabbccddeeff';

async function es256Pair(): Promise<{ publicJwk: JsonWebKey; privateJwk: JsonWebKey }> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  return {
    publicJwk: await crypto.subtle.exportKey('jwk', pair.publicKey),
    privateJwk: await crypto.subtle.exportKey('jwk', pair.privateKey),
  };
}

interface Case {
  name: string;
  setup: () => Promise<{ verify: ProfileSignatureConfig; sign: MockSigningKey; otherSign: MockSigningKey }>;
}

const cases: Case[] = [
  {
    name: 'HS256',
    setup: async () => ({
      verify: { alg: 'HS256', key: 'demo-profile-signing-key' },
      sign: 'demo-profile-signing-key',
      otherSign: 'another-key',
    }),
  },
  {
    name: 'ES256',
    setup: async () => {
      const mine = await es256Pair();
      const other = await es256Pair();
      return {
        verify: { alg: 'ES256', publicKeyJwk: mine.publicJwk },
        sign: mine.privateJwk,
        otherSign: other.privateJwk,
      };
    },
  },
];

describe.each(cases)('verifyProfileSignature $name', ({ setup }) => {
  it('accepts the signature of the exact body, timestamp and nonce', async () => {
    const { verify, sign } = await setup();
    const header = await signProfile(sign, BODY, TIMESTAMP, NONCE);
    expect(await verifyProfileSignature(verify, BODY, TIMESTAMP, NONCE, header)).toBe(true);
  });

  it('rejects a body changed by one byte', async () => {
    const { verify, sign } = await setup();
    const header = await signProfile(sign, BODY, TIMESTAMP, NONCE);
    const changed = BODY.replace('u-0001', 'u-0002');
    expect(changed).toHaveLength(BODY.length);
    expect(await verifyProfileSignature(verify, changed, TIMESTAMP, NONCE, header)).toBe(false);
    expect(await verifyProfileSignature(verify, `${BODY} `, TIMESTAMP, NONCE, header)).toBe(false);
  });

  it('rejects a changed timestamp or nonce', async () => {
    const { verify, sign } = await setup();
    const header = await signProfile(sign, BODY, TIMESTAMP, NONCE);
    expect(await verifyProfileSignature(verify, BODY, '1767225601', NONCE, header)).toBe(false);
    expect(await verifyProfileSignature(verify, BODY, TIMESTAMP, `${NONCE.slice(0, -1)}0`, header)).toBe(
      false,
    );
  });

  it('rejects a signature made with another key', async () => {
    const { verify, otherSign } = await setup();
    const header = await signProfile(otherSign, BODY, TIMESTAMP, NONCE);
    expect(await verifyProfileSignature(verify, BODY, TIMESTAMP, NONCE, header)).toBe(false);
  });

  it('answers false, without throwing, on a missing, empty or garbled header', async () => {
    const { verify } = await setup();
    for (const header of [null, '', '   ', 'not base64 !!', '%%%', 'AAAA', 'QUJD====']) {
      await expect(verifyProfileSignature(verify, BODY, TIMESTAMP, NONCE, header)).resolves.toBe(false);
    }
  });
});

describe('verifyProfileSignature configuration', () => {
  it('refuses an ES256 key that carries the private part', async () => {
    const { privateJwk } = await es256Pair();
    const header = await signProfile(privateJwk, BODY, TIMESTAMP, NONCE);
    expect(
      await verifyProfileSignature(
        { alg: 'ES256', publicKeyJwk: privateJwk },
        BODY,
        TIMESTAMP,
        NONCE,
        header,
      ),
    ).toBe(false);
  });

  it('answers false for an unusable public key', async () => {
    const config: ProfileSignatureConfig = {
      alg: 'ES256',
      publicKeyJwk: { kty: 'EC', crv: 'P-256', x: 'AA', y: 'AA' },
    };
    await expect(verifyProfileSignature(config, BODY, TIMESTAMP, NONCE, 'AAAA')).resolves.toBe(false);
  });

  it('accepts the URL-safe base64 alphabet too', async () => {
    const header = await signProfile('k', BODY, TIMESTAMP, NONCE);
    const urlSafe = header.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(await verifyProfileSignature({ alg: 'HS256', key: 'k' }, BODY, TIMESTAMP, NONCE, urlSafe)).toBe(
      true,
    );
  });
});

describe('nonce, timestamp and base64 helpers', () => {
  it('creates 16 random bytes as 32 hex characters, different each time', () => {
    const a = createNonce();
    const b = createNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('gives whole Unix seconds', () => {
    expect(unixSeconds(1_767_225_600_999)).toBe(1_767_225_600);
    expect(unixSeconds(new Date('2026-01-01T00:00:00.500Z'))).toBe(1_767_225_600);
    expect(Number.isInteger(unixSeconds())).toBe(true);
  });

  it('decodes base64 and rejects other text', () => {
    expect(Array.from(decodeBase64('AQID') ?? [])).toEqual([1, 2, 3]);
    expect(decodeBase64('a b')).toBeNull();
    expect(decodeBase64('')).toBeNull();
  });
});

describe('boot-time warning', () => {
  it('warns about an HS256 key and not about an ES256 public key', () => {
    expect(sharedKeyWarning({ alg: 'HS256', key: 'k' })).toMatch(/HS256: the key in config.json/);
    expect(
      sharedKeyWarning({ alg: 'ES256', publicKeyJwk: { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' } }),
    ).toBeNull();
  });
});
