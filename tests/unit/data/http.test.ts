import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import {
  createHttpClient,
  DEFAULT_TIMEOUT_MS,
  fetchWithTimeout,
  newIdempotencyKey,
} from '../../../src/data/http.ts';
import { fetchMasterList } from '../../../src/data/masterLists.ts';
import { MASTER_LIST_CATALOG } from '../../../resources/catalog/masterLists.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { declared } from '../../../resources/declared.ts';
import { envelope, json, recordingFetch, testConfig } from './fixtures.ts';

const storeType = declared('management/store-type');

function client(respond: Parameters<typeof recordingFetch>[0], token: string | null = 'access-123') {
  const recorder = recordingFetch(respond);
  const http = createHttpClient({
    config: testConfig,
    getAccessToken: async () => token,
    fetch: recorder.fetch,
  });
  return { http, calls: recorder.calls };
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('authentication headers', () => {
  it('a master list sends only the master API key, no Authorization', async () => {
    const { http, calls } = client(() => json([{ name: 'กรุงเทพมหานคร', value: '10' }]));
    const entries = await fetchMasterList(http, MASTER_LIST_CATALOG, 'province');
    expect(entries).toEqual([{ name: 'กรุงเทพมหานคร', value: '10', imageUrl: null }]);
    expect(calls[0].headers.get('x-api-key')).toBe('key-master');
    expect(calls[0].headers.has('Authorization')).toBe(false);
  });

  it('a list sends the bearer token and no API key', async () => {
    const { http, calls } = client(() => json(envelope([{ storeTypeId: 'T1', storeType: 'ร้านอาหาร' }])));
    const provider = createDataProvider({ http, resources: [storeType] });
    await provider.getList(storeType.name, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'storeType', order: 'ASC' },
      filter: {},
    });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer access-123');
    expect(calls[0].headers.has('x-api-key')).toBe(false);
  });

  it('falls back to the API key when there is no token', async () => {
    const { http, calls } = client(() => json({}), null);
    await http.request('merchant', 'merchant/1');
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(calls[0].headers.get('x-api-key')).toBe('key-merchant');
  });

  it('keeps an explicit Authorization header and then sends no API key', async () => {
    const { http, calls } = client(() => json({}));
    await http.request('sso', 'connect/userinfo', {
      method: 'POST',
      auth: 'apiKey',
      headers: { Authorization: 'Bearer other' },
    });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer other');
    expect(calls[0].headers.has('x-api-key')).toBe(false);
  });

  it('employee role is a bearer master list on the user service', async () => {
    const { http, calls } = client(() => json([{ name: 'Admin', value: 1 }]));
    expect(await fetchMasterList(http, MASTER_LIST_CATALOG, 'employeeRole')).toEqual([
      { name: 'Admin', value: '1', imageUrl: null },
    ]);
    expect(calls[0].url.href).toBe('http://user.test/api/employee/role');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer access-123');
  });
});

describe('request building', () => {
  it('resolves a relative base URL against the page origin and drops empty query values', async () => {
    const { http, calls } = client(() => json([]));
    await http.request('master', '/master/bank', {
      auth: 'apiKey',
      query: { a: 'x', empty: '', none: null, missing: undefined, zero: 0, no: false, many: ['1', '', '2'] },
    });
    expect(calls[0].url.origin).toBe(window.location.origin);
    expect(calls[0].url.pathname).toBe('/mock-api/master/master/bank');
    expect([...calls[0].url.searchParams.entries()]).toEqual([
      ['a', 'x'],
      ['zero', '0'],
      ['no', 'false'],
      ['many', '1'],
      ['many', '2'],
    ]);
  });

  it('sends JSON bodies and the Idempotency-Key when given', async () => {
    const { http, calls } = client(() => json({ ok: true }));
    await http.request('payment', 'adjust-transaction/adjust', {
      method: 'POST',
      body: { transactionNo: 'T1', amount: 100.5 },
      idempotencyKey: 'key-1',
    });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].headers.get('Idempotency-Key')).toBe('key-1');
    expect(JSON.parse(calls[0].body ?? '')).toEqual({ transactionNo: 'T1', amount: 100.5 });
  });

  it('gives every state-changing call a key of its own, and reads without one', async () => {
    const { http, calls } = client(() => json({}));
    await http.request('merchant', 'merchant/1', { method: 'PUT', body: { a: 1 } });
    await http.request('merchant', 'merchant/1', { method: 'PUT', body: { a: 1 } });
    await http.request('merchant', 'merchant/1');
    const [first, second, read] = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(read).toBeNull();
  });

  it('reads text and blob answers', async () => {
    const { http } = client(() => new Response('plain ไทย', { status: 200 }));
    expect(await http.request('reporting', 'x', { responseType: 'text' })).toBe('plain ไทย');
    const blob = await http.request<Blob>('reporting', 'x', { responseType: 'blob' });
    expect(await blob.text()).toBe('plain ไทย');
  });

  it('answers null for an empty success body', async () => {
    const { http } = client(() => new Response(null, { status: 204 }));
    expect(await http.request('merchant', 'merchant/1', { method: 'DELETE' })).toBeNull();
  });
});

describe('errors', () => {
  it('uses the server JSON message', async () => {
    const { http } = client(() => json({ message: 'Merchant not found' }, 404));
    const error = await failure(http.request('merchant', 'merchant/9'));
    expect(error.message).toBe('Merchant not found');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ message: 'Merchant not found' });
  });

  it('uses errorMessage when there is no message', async () => {
    const { http } = client(() => json({ errorMessage: 'Callback url is invalid' }, 400));
    expect((await failure(http.request('merchant', 'x'))).message).toBe('Callback url is invalid');
  });

  it('shows a 5xx that only repeats its status as a translated message naming the service', async () => {
    const { http } = client(() => json({ message: 'Internal server error' }, 500));
    const error = await failure(http.request('notification', 'announcement'));
    expect(error.message).toBe('pa.failure.notification.server');
    expect(error.status).toBe(500);
  });

  it("keeps a 5xx message of the server's own", async () => {
    const { http } = client(() => json({ message: 'ธนาคารปิดปรับปรุงระบบ' }, 503));
    expect((await failure(http.request('payment', 'x'))).message).toBe('ธนาคารปิดปรับปรุงระบบ');
  });

  it('uses the raw response text', async () => {
    const { http } = client(() => new Response('Export too large', { status: 500 }));
    const error = await failure(http.request('reporting', 'x'));
    expect(error.message).toBe('Export too large');
    expect(error.status).toBe(500);
  });

  it('names the service on an empty body or an HTML error page', async () => {
    const empty = client(() => new Response('', { status: 503 }));
    expect((await failure(empty.http.request('merchant', 'x'))).message).toBe('pa.failure.merchant.server');
    const html = client(() => new Response('<!DOCTYPE html><html>Bad gateway</html>', { status: 502 }));
    expect((await failure(html.http.request('merchant', 'x'))).message).toBe('pa.failure.merchant.server');
    const refused = client(() => new Response('', { status: 400 }));
    expect((await failure(refused.http.request('user', 'x'))).message).toBe('pa.failure.user.rejected');
  });

  it('says "not allowed", naming the service, on a 403 with no reason beyond its status', async () => {
    const empty = client(() => new Response('', { status: 403 }));
    expect((await failure(empty.http.request('user', 'x'))).message).toBe('pa.failure.user.forbidden');
    const bare = client(() => json({ message: 'Forbidden' }, 403));
    expect((await failure(bare.http.request('payment', 'x'))).message).toBe('pa.failure.payment.forbidden');
    const reasoned = client(() => json({ message: 'บทบาทนี้อนุมัติรายการไม่ได้' }, 403));
    expect((await failure(reasoned.http.request('payment', 'x'))).message).toBe('บทบาทนี้อนุมัติรายการไม่ได้');
  });

  it('turns a network failure into a message naming the service', async () => {
    const { http } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(http.request('merchant', 'x'));
    expect(error.message).toBe('pa.failure.merchant.network');
    expect(error.status).toBe(0);
  });

  it('turns malformed JSON on a 200 into a message naming the service', async () => {
    const { http } = client(() => new Response('{"items": [', { status: 200 }));
    expect((await failure(http.request('merchant', 'x'))).message).toBe('pa.failure.merchant.malformed');
  });

  it('times out with a key naming the service', async () => {
    const { http } = client(
      ({ signal }) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await failure(http.request('reporting', 'slow', { timeoutMs: 20 }));
    expect(error.message).toBe('pa.failure.reporting.timeout');
    expect(error.status).toBe(0);
  });

  it("gives every call the service's configured time-out, else the default", async () => {
    vi.useFakeTimers();
    try {
      const never = ({ signal }: { signal: AbortSignal | null }) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const services = {
        ...testConfig.services,
        master: { ...testConfig.services.master, timeoutMs: 1_500 },
      };
      const recorder = recordingFetch(never);
      const http = createHttpClient({
        config: { services },
        getAccessToken: async () => null,
        fetch: recorder.fetch,
      });
      const configured = http.request('master', 'x').catch((error: unknown) => error);
      const defaulted = http.request('user', 'x').catch((error: unknown) => error);
      let settled: unknown = 'pending';
      void defaulted.then((value) => (settled = value));
      await vi.advanceTimersByTimeAsync(1_500);
      expect(await configured).toMatchObject({ message: 'pa.failure.master.timeout' });
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1_600);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(200);
      expect(await defaulted).toMatchObject({ message: 'pa.failure.user.timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a cancellation by the caller stays an AbortError', async () => {
    const controller = new AbortController();
    const { http } = client(
      ({ signal }) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.request('reporting', 'slow', { signal: controller.signal, timeoutMs: 5_000 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pending).rejects.not.toBeInstanceOf(HttpError);
  });
});

it('a cancellation while the call is in flight stays an AbortError', async () => {
  const controller = new AbortController();
  const { http, calls } = client(
    ({ signal }) =>
      new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  const pending = http.request('reporting', 'slow', { signal: controller.signal, timeoutMs: 5_000 });
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  controller.abort();
  const error: unknown = await pending.catch((caught: unknown) => caught);
  expect(error).toMatchObject({ name: 'AbortError' });
  expect(error).not.toBeInstanceOf(HttpError);
});

describe('newIdempotencyKey', () => {
  it('gives a fresh UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('one request per intent', () => {
  it('a second identical write while the first is in flight joins it instead of going out', async () => {
    let release: (response: Response) => void = () => undefined;
    const { http, calls } = client(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = http.request('notification', 'announcement/A1', { method: 'DELETE' });
    const second = http.request('notification', 'announcement/A1', { method: 'DELETE' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    release(new Response(null, { status: 204 }));
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    expect(calls).toHaveLength(1);
    // Once answered, the same call is a new intent and goes out again.
    const { http: again, calls: againCalls } = client(() => new Response(null, { status: 204 }));
    await again.request('notification', 'announcement/A1', { method: 'DELETE' });
    await again.request('notification', 'announcement/A1', { method: 'DELETE' });
    expect(againCalls).toHaveLength(2);
  });

  it('reads and different bodies are never joined', async () => {
    const { http, calls } = client(() => json({}));
    await Promise.all([
      http.request('merchant', 'merchant/1'),
      http.request('merchant', 'merchant/1'),
      http.request('merchant', 'merchant/1', { method: 'PUT', body: { a: 1 } }),
      http.request('merchant', 'merchant/1', { method: 'PUT', body: { a: 2 } }),
    ]);
    expect(calls).toHaveLength(4);
  });

  it('reuses the key when the same write is retried after an unknown outcome, not after an answer', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json({ message: 'Internal server error' }, 500),
      () => json({ ok: true }),
      () => json({ ok: true }),
      () => json({ message: 'Amount too large' }, 400),
      () => json({ ok: true }),
    ];
    const { http, calls } = client(() => (answers.shift() ?? (() => json({})))());
    const save = () =>
      http
        .request('notification', 'announcement/A1', { method: 'PUT', body: { title: 'x' } })
        .catch(() => null);
    for (let i = 0; i < 6; i += 1) await save();
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(keys[5]).not.toBe(keys[4]);
  });

  it("the caller's key wins", async () => {
    const { http, calls } = client(() => json({}));
    await http.request('payment', 'x', { method: 'POST', body: {}, idempotencyKey: 'mine' });
    expect(calls[0].headers.get('Idempotency-Key')).toBe('mine');
  });
});

describe('fetchWithTimeout', () => {
  it('rejects when the answer does not come in time', async () => {
    const never: typeof fetch = (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')));
      });
    await expect(fetchWithTimeout(20, never)('http://sso.test/connect/userinfo')).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
