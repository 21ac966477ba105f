// @vitest-environment jsdom
/**
 * A child of a child's toggle and actions (docs/adding-a-resource.md, "Children at any depth"): their
 * paths name every ancestor (`merchant/{storeId}/biller/{billerId}/item_price/{id}/…`), filled from the
 * call's `meta` as a list's, a form's and a delete's are; a path left without one is a clear error.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { declared } from '../../../resources/declared.ts';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import type { ResourceActionDeclaration, ResourceDefinition } from '../../../src/schema/types.ts';
import { testConfig } from '../../unit/data/fixtures.ts';

const MERCHANT = 'http://merchant.test/api';
const META = { storeId: 'ST00001', billerId: 'BL00009' };

const publish: ResourceActionDeclaration = {
  name: 'publish',
  label: 'publish',
  permission: 'edit',
  scope: 'row',
  method: 'PUT',
  path: 'merchant/{storeId}/biller/{billerId}/item_price/{id}/publish',
};
const itemPrice: ResourceDefinition = { ...declared('store/item-price'), actions: [publish] };

let seen: string[] = [];
const server = setupServer(
  http.all(`${MERCHANT}/*`, ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json({ itemPriceId: 'IP0001', isActive: false });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

function provider() {
  const client = createHttpClient({ config: testConfig, getAccessToken: async () => 'staff-token' });
  return createDataProvider({ http: client, resources: [itemPrice] });
}

describe("a grandchild's toggle and actions", () => {
  it('fill every ancestor id of the toggle path from meta, and flip the flag', async () => {
    const { data } = await provider().toggleActive(itemPrice.name, {
      id: 'IP0001',
      previousData: { id: 'IP0001', itemPriceId: 'IP0001', billerId: 'BL00009', isActive: true },
      meta: META,
    });
    expect(seen).toEqual(['PUT /api/merchant/ST00001/biller/BL00009/item_price/IP0001/toggle']);
    expect(data).toMatchObject({ id: 'IP0001', isActive: false });
  });

  it('fill every ancestor id of an action path from meta, the record keeping its own id', async () => {
    await provider().runAction(itemPrice.name, {
      action: publish,
      id: 'IP0001',
      record: { id: 'IP0001', itemPriceId: 'IP0001', billerId: 'BL00009' },
      meta: META,
    });
    expect(seen).toEqual(['PUT /api/merchant/ST00001/biller/BL00009/item_price/IP0001/publish']);
  });

  it('refuse a toggle whose path lacks an ancestor id, naming it, and send nothing', async () => {
    await expect(
      provider().toggleActive(itemPrice.name, {
        id: 'IP0001',
        previousData: { id: 'IP0001', billerId: 'BL00009', isActive: true },
      }),
    ).rejects.toThrow(/No value for "\{storeId\}"/);
    expect(seen).toEqual([]);
  });
});
