// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { call, callJson, config, startMockServer } from './helpers.ts';

const mock = startMockServer();
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

describe('credentials (docs/api-contract.md)', () => {
  it('refuses a call without credentials with "Authorization token missing"', async () => {
    const { status, body } = await callJson('master', 'merchant_category', { auth: 'none' });
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Authorization token missing', code: 'unauthenticated' });
  });

  it('refuses an empty or "undefined" bearer token and another service’s API key', async () => {
    const cases: Record<string, string>[] = [
      { Authorization: 'Bearer ' },
      { Authorization: 'Bearer undefined' },
      { Authorization: 'Basic abc' },
      { 'x-api-key': config.services.user.apiKey },
    ];
    for (const headers of cases) {
      const { status, body } = await callJson('master', 'merchant_category', { auth: 'none', headers });
      expect(status, JSON.stringify(headers)).toBe(401);
      expect(body).toEqual({ message: 'Invalid authorization token', code: 'unauthenticated' });
    }
  });

  it('accepts a bearer token, or the service’s own API key (master dropdowns send only the key)', async () => {
    expect((await call('master', 'merchant_category')).status).toBe(200);
    // Store types are a managed screen: the key alone does not open them.
    const keyOnly = await callJson('master', 'merchant_category', { auth: 'apiKey' });
    expect(keyOnly.status).toBe(401);
    expect(keyOnly.body).toEqual({
      message: 'Sign-in required: the API key alone does not allow this call',
      code: 'unauthenticated',
    });
    const banks = await callJson<{ name: string; value: string }[]>('master', 'master/bank', {
      auth: 'apiKey',
    });
    expect(banks.status).toBe(200);
    expect(banks.body[0]).toEqual({
      name: 'ธนาคารกรุงเทพ',
      nameEn: 'Bangkok Bank',
      value: '002',
      imageUrl: null,
    });
  });

  it('does not answer the sign-on service, which the dev identity provider serves', () => {
    const paths = mock.server
      .listHandlers()
      .map((h) => ('info' in h ? String((h.info as { path?: unknown }).path ?? '') : ''));
    expect(paths.some((p) => p.includes('/mock-api/master/'))).toBe(true);
    expect(paths.filter((p) => p.includes('/idp'))).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  const body = {
    message: 'ปิดระบบชั่วคราว',
    startDate: '2026-11-02T00:00:00+07:00',
    endDate: '2026-11-02T04:00:00+07:00',
  };

  it('answers a repeated key with the first answer and creates one record', async () => {
    const headers = { 'Idempotency-Key': 'key-1' };
    const first = await call('notification', 'announcement', { method: 'POST', body, headers });
    const second = await call('notification', 'announcement', { method: 'POST', body, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(mock.db.table('announcements').count()).toBe(41);
  });

  it('runs a double submit once even when both arrive together', async () => {
    const headers = { 'Idempotency-Key': 'key-2' };
    const [a, b] = await Promise.all([
      callJson<{ id: string }>('notification', 'announcement', { method: 'POST', body, headers }),
      callJson<{ id: string }>('notification', 'announcement', { method: 'POST', body, headers }),
    ]);
    expect(a.body.id).toBe(b.body.id);
    expect(mock.db.table('announcements').count()).toBe(41);
  });

  it('creates two records for two keys, and refuses a key reused for another request', async () => {
    await call('notification', 'announcement', { method: 'POST', body, headers: { 'Idempotency-Key': 'a' } });
    await call('notification', 'announcement', { method: 'POST', body, headers: { 'Idempotency-Key': 'b' } });
    expect(mock.db.table('announcements').count()).toBe(42);
    const reused = await callJson<{ message: string }>('notification', 'announcement', {
      method: 'POST',
      body: { ...body, message: 'อื่น' },
      headers: { 'Idempotency-Key': 'a' },
    });
    expect(reused.status).toBe(422);
    expect(mock.db.table('announcements').count()).toBe(42);
  });

  it('runs a retry again after a failure (only successes are remembered)', async () => {
    const headers = { 'Idempotency-Key': 'retry' };
    const bad = await call('notification', 'announcement', {
      method: 'POST',
      body: { ...body, message: '' },
      headers,
    });
    expect(bad.status).toBe(400);
    const fixed = await call('notification', 'announcement', { method: 'POST', body, headers });
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('Idempotent-Replayed')).toBeNull();
    expect(mock.db.table('announcements').count()).toBe(41);
  });

  it('applies a money move once: funding approval repeated with the same key', async () => {
    const waiting = mock.db
      .table('fundingTransfers')
      .list()
      .find((f) => f.status === 'Account approve');
    expect(waiting).toBeDefined();
    const request = {
      method: 'POST',
      body: { ids: [waiting?.id] },
      headers: { 'Idempotency-Key': 'approve-1' },
    };
    const first = await callJson<{ items: { status: string }[] }>(
      'reporting',
      'report/funding/approve_transaction',
      request,
    );
    expect(first.status).toBe(200);
    expect(first.body.items[0].status).toBe('Pending for settle');
    const again = await callJson('reporting', 'report/funding/approve_transaction', request);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Without the key, the same approval is refused: the transfer is no longer waiting.
    const noKey = await callJson<{ message: string }>('reporting', 'report/funding/approve_transaction', {
      method: 'POST',
      body: { ids: [waiting?.id] },
    });
    expect(noKey.status).toBe(409);
  });

  it('forgets the remembered answers on reset', async () => {
    const headers = { 'Idempotency-Key': 'k' };
    await call('notification', 'announcement', { method: 'POST', body, headers });
    mock.db.reset();
    await call('notification', 'announcement', { method: 'POST', body, headers });
    expect(mock.db.table('announcements').count()).toBe(41);
  });
});
