/** Settings pages through the data provider: parts read and merged, one PUT per changed part. */
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider, SETTINGS_RECORD_ID } from '../../../src/data/resourceDataProvider.ts';
import { json, recordingFetch, testConfig, testResource } from './fixtures.ts';

const qr = testResource({
  path: 'qr-code',
  idField: 'id',
  service: 'payment',
  endpoints: {},
  settings: {
    form: 'route',
    parts: [
      { get: 'qr_code/amount', update: 'qr_code/amount', fields: ['amount'] },
      { get: 'qr_code/timeout', update: 'qr_code/timeout', fields: ['timeoutMinutes'] },
    ],
  },
});

function provider() {
  const stored: Record<string, unknown> = { amount: 50000, timeoutMinutes: 15 };
  const { fetch, calls } = recordingFetch((call) => {
    const field = call.url.pathname.endsWith('/amount') ? 'amount' : 'timeoutMinutes';
    if (call.method === 'PUT') Object.assign(stored, JSON.parse(call.body ?? '{}') as object);
    return json({ [field]: stored[field] });
  });
  const http = createHttpClient({ config: testConfig, getAccessToken: async () => 'token', fetch });
  return { dataProvider: createDataProvider({ http, resources: [qr] }), calls };
}

describe('settings resources', () => {
  it('read every part and merge the answers into one record', async () => {
    const { dataProvider, calls } = provider();
    const { data } = await dataProvider.getOne(qr.name, { id: SETTINGS_RECORD_ID });
    expect(data).toEqual({ id: SETTINGS_RECORD_ID, amount: 50000, timeoutMinutes: 15 });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`).sort()).toEqual([
      'GET /api/qr_code/amount',
      'GET /api/qr_code/timeout',
    ]);
  });

  it('save only the parts whose fields changed, each with its own PUT of its own fields', async () => {
    const { dataProvider, calls } = provider();
    const previousData = { id: SETTINGS_RECORD_ID, amount: 50000, timeoutMinutes: 15 };
    const { data } = await dataProvider.update(qr.name, {
      id: SETTINGS_RECORD_ID,
      data: { ...previousData, amount: 250.5, timeoutMinutes: '15' },
      previousData,
    });
    expect(calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      ['PUT', '/api/qr_code/amount', '{"amount":250.5}'],
    ]);
    expect(data).toMatchObject({ amount: 250.5, timeoutMinutes: '15' });

    calls.length = 0;
    await dataProvider.update(qr.name, {
      id: SETTINGS_RECORD_ID,
      data: { ...previousData, amount: 1, timeoutMinutes: 20 },
      previousData,
    });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'PUT /api/qr_code/amount',
      'PUT /api/qr_code/timeout',
    ]);
  });

  it('lookup calls a path of the resource service with its placeholders filled and escaped', async () => {
    const { dataProvider, calls } = provider();
    await dataProvider.lookup(qr.name, { path: 'check/{value}', values: { value: 'a b@c.th' } });
    expect(calls[0].url.href).toBe('http://payment.test/api/check/a%20b%40c.th');
  });
});
