// @vitest-environment node
import { createPublicKey, createVerify, type JsonWebKeyInput } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../mocks/db/index.ts';
import {
  applyFaultParam,
  createFaultStore,
  FAULTS_STORAGE_KEY,
  MALFORMED_BODY,
  parseFaultParam,
} from '../../../mocks/faults.ts';
import { call, callJson, config, startMockServer } from './helpers.ts';

const mock = startMockServer();
afterEach(() => {
  mock.clearFaults();
  mock.db.reset();
});
afterAll(() => mock.server.close());

/** The public key the console is configured with (ES256, no private part in the config). */
const publicKey = createPublicKey({
  key: (config.profileSignature.alg === 'ES256'
    ? config.profileSignature.publicKeyJwk
    : {}) as JsonWebKeyInput['key'],
  format: 'jwk',
});

async function profile(userId: string) {
  const timestamp = '1793000000';
  const nonce = '00112233445566778899aabbccddeeff';
  const response = await call('user', userId, { headers: { timestamp, nonce }, as: userId });
  const text = await response.text();
  const signature = response.headers.get('x-signature');
  const signatureValid =
    signature !== null &&
    createVerify('sha256')
      .update(text + timestamp + nonce)
      .verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64'));
  return { response, text, signatureValid };
}

describe('fault modes', () => {
  it('500 answers "Internal server error" for that service only', async () => {
    mock.setFault('master', '500');
    const failed = await callJson('master', 'merchant_category');
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: 'Internal server error' });
    expect((await call('payment', 'bank')).status).toBe(200);
  });

  it('401 and 403 answer with a message, even with good credentials', async () => {
    mock.setFault('payment', '401');
    expect(await callJson('payment', 'bank')).toMatchObject({
      status: 401,
      body: { message: 'Invalid authorization token' },
    });
    mock.setFault('payment', '403');
    expect(await callJson('payment', 'bank')).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
  });

  it('timeout never answers: the caller gives up', async () => {
    mock.setFault('reporting', 'timeout');
    const started = Date.now();
    await expect(
      call('reporting', 'report/transfer', { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('malformed answers 200 with JSON cut off', async () => {
    mock.setFault('notification', 'malformed');
    const response = await call('notification', 'announcement');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('tamper leaves the profile body intact but breaks its signature', async () => {
    const good = await profile('u-0001');
    expect(good.response.status).toBe(200);
    expect(good.signatureValid).toBe(true);
    mock.setFault('user', 'tamper');
    const tampered = await profile('u-0001');
    expect(tampered.response.status).toBe(200);
    expect(tampered.text).toBe(good.text);
    expect(tampered.signatureValid).toBe(false);
    // Other user-service calls are not affected by tamper.
    expect((await call('user', 'employee')).status).toBe(200);
  });

  it('clearFaults brings the service back', async () => {
    mock.setFault('master', '500');
    mock.clearFaults();
    expect((await call('master', 'merchant_category')).status).toBe(200);
  });
});

describe('fault sources', () => {
  it('parses the URL parameter and reports what it cannot apply', () => {
    expect(parseFaultParam('user:500,master:timeout')).toEqual({
      faults: { user: '500', master: 'timeout' },
      off: false,
      rejected: [],
    });
    expect(parseFaultParam('off').off).toBe(true);
    expect(parseFaultParam('nope:500,master:explode,payment:tamper').rejected).toEqual([
      'nope:500',
      'master:explode',
      'payment:tamper',
    ]);
  });

  it('stores ?mockFault= in localStorage and clears it with ?mockFault=off', () => {
    const storage = createMemoryStorage();
    const store = createFaultStore(storage);
    expect(applyFaultParam('?x=1', store)).toBe(false);
    expect(applyFaultParam('?mockFault=user:500,master:timeout', store)).toBe(true);
    expect(JSON.parse(storage.getItem(FAULTS_STORAGE_KEY) ?? '{}')).toEqual({
      user: '500',
      master: 'timeout',
    });
    // Another store over the same storage (the next page load) sees them.
    expect(createFaultStore(storage).get('master')).toBe('timeout');
    applyFaultParam('?mockFault=off', store);
    expect(storage.getItem(FAULTS_STORAGE_KEY)).toBeNull();
  });

  it('reads localStorage on every call, so a change in devtools applies at once', () => {
    const storage = createMemoryStorage();
    const store = createFaultStore(storage);
    storage.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ payment: '403', bogus: '500', master: 'tamper' }));
    expect(store.all()).toEqual({ payment: '403' });
    storage.setItem(FAULTS_STORAGE_KEY, 'not json');
    expect(store.all()).toEqual({});
  });

  it('refuses tamper for a service other than user', () => {
    expect(() => createFaultStore().set('master', 'tamper')).toThrow(/user service/);
  });
});

describe('session handlers wired to the mock database', () => {
  it('signs the profile of a demo account from its role in the database', async () => {
    const { response, text, signatureValid } = await profile('u-0002');
    expect(response.status).toBe(200);
    expect(signatureValid).toBe(true);
    const body = JSON.parse(text) as { role: { roleId: string; menus: { actions: string }[] } };
    expect(body.role.roleId).toBe('role-operations');
    expect(body.role.menus.length).toBeGreaterThan(0);
  });

  it('shows a role edit on the next profile call, and refuses the profile of a deactivated user', async () => {
    const menus = [{ menuName: 'Transaction', actions: 'view' }];
    const put = await call('user', 'role/role-auditor', { method: 'PUT', body: { menus } });
    expect(put.status).toBe(200);
    expect(JSON.parse((await profile('u-0004')).text).role.menus).toEqual(menus);
    await call('user', 'employee/u-0004/toggle_active', { method: 'POST' });
    const refused = await profile('u-0004');
    expect(refused.response.status).toBe(401);
    expect(JSON.parse(refused.text)).toEqual({
      message: 'User account is deactivated',
      code: 'unauthenticated',
    });
  });

  it('answers the session timeout from the user configuration', async () => {
    const path = 'api/v1/user-config/user-config/get-session-timeout';
    expect((await callJson('user', path)).body).toEqual({ data: { value: 30 } });
    const put = await callJson('user', 'user-config', { method: 'PUT', body: { sessionTimeoutMinutes: 45 } });
    expect(put.status).toBe(200);
    expect((await callJson('user', path)).body).toEqual({ data: { value: 45 } });
    const bad = await callJson('user', 'user-config', { method: 'PUT', body: { sessionTimeoutMinutes: 0 } });
    expect(bad.status).toBe(400);
  });
});
