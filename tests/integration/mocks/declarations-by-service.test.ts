// @vitest-environment node
/**
 * The page's mock backend loads its declarations service by service (resources/declarations.ts,
 * `declarationsByService`; docs/performance.md, "The demo mode"): a service's routes are made from the
 * declarations of that service and their parents only, and the audit trail from all of them. The mock
 * answers the same as with the whole registry at hand (resources/declared.ts, node and the HTTP mode).
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { declarationsByService } from '../../../resources/declarations.ts';
import { resources } from '../../../resources/declared.ts';
import { registry } from '../../../resources/index.ts';
import { isTableName } from '../../../mocks/db/index.ts';
import { declarationRoutes } from '../../../mocks/handlers/entities.ts';
import { MOCKED_SERVICES } from '../../../mocks/handlers/index.ts';
import type { Route } from '../../../mocks/handlers/router.ts';
import { createLazyRegistry } from '../../../src/schema/index.ts';
import { callJson, startMockServer, USERS, type Envelope } from './helpers.ts';

const bySource = () => declarationsByService(registry, createLazyRegistry(registry));

const shapeOf = (r: Route) =>
  `${r.method} ${r.path} ${r.generatedFrom} ${JSON.stringify(r.access)} ${String(r.tables)}`;

describe('declarations service by service', () => {
  it("make each service's routes as the whole registry does, in the same order", async () => {
    const source = bySource();
    const whole = declarationRoutes(resources, isTableName);
    for (const service of MOCKED_SERVICES) {
      const own = declarationRoutes(await source.forService(service), isTableName);
      expect(
        own.filter((r) => r.service === service).map(shapeOf),
        `the routes of the ${service} service`,
      ).toEqual(whole.filter((r) => r.service === service).map(shapeOf));
    }
  });

  it('load only that service and the parents of its children', async () => {
    expect((await bySource().forService('master')).map((r) => r.name)).toEqual(['management/store-type']);
    const merchant = (await bySource().forService('merchant')).map((r) => r.name);
    expect(merchant).toContain('store/branch');
    expect(merchant).toContain('store/store-detail');
    expect(merchant).not.toContain('management/store-type');
  });

  it('give every declaration, in the registry’s order, for the audit trail', async () => {
    expect((await bySource().all()).map((r) => r.name)).toEqual(resources.map((r) => r.name));
  });
});

describe('the mock over declarations loaded service by service', () => {
  const mock = startMockServer({ resources: bySource() });
  afterEach(() => mock.db.reset());
  afterAll(() => mock.server.close());

  it('answers a list, and records a write in the audit trail', async () => {
    const types = await callJson<Envelope<{ storeTypeId: string }>>('master', 'merchant_category', {
      query: { PageNumber: 1, PageSize: 5 },
    });
    expect(types.status).toBe(200);
    expect(types.body.items).toHaveLength(5);

    const announcement = mock.db.table('announcements').list()[0];
    const saved = await callJson('notification', `announcement/${announcement.id}`, {
      method: 'PUT',
      body: { message: 'ปิดปรับปรุงระบบ' },
    });
    expect(saved.status).toBe(200);
    const history = await callJson<Envelope<{ action: string; actor: { id: string } }>>('audit', 'events', {
      query: { resource: 'management/announcement', recordId: announcement.id, PageSize: 50 },
    });
    expect(history.body.items[0]).toMatchObject({ action: 'edit', actor: { id: USERS.admin } });
  });
});
