// @vitest-environment node
/**
 * The generic mock keeps a child to its parent from the declaration alone (mocks/handlers/entities.ts,
 * ParentSpec): a store's contacts, declared here with `parent` and `{storeId}` endpoints and seeded
 * through the mock server's `tables`, with no mock code of their own. The list of a store shows its
 * contacts only (and counts them only), a new contact is the store of its path, a contact of another
 * store is not found under this store's path, and an update never moves a contact to another store.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { seedTable } from '../../../mocks/db/seeds/define.ts';
import { resources } from '../../../resources/declared.ts';
import { registry as entities } from '../../../resources/index.ts';
import { ancestorsOf, assemble, declare, defineEntity } from '../../../src/schema/entity.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { call, callJson, startMockServer, type Envelope } from './helpers.ts';

const A = 'ST00001';
const B = 'ST00002';

type Contact = { contactId: string; storeId: string; contactName: string; tel: string };

const fields = [
  { source: 'contactId', type: 'text', form: false },
  { source: 'storeId', type: 'text', form: false },
  { source: 'contactName', type: 'text', required: true, maxLength: 100 },
  { source: 'tel', type: 'phone' },
] as const;

const labels = {
  th: { fields: { contactId: 'รหัส', storeId: 'ร้านค้า', contactName: 'ชื่อผู้ติดต่อ', tel: 'โทรศัพท์' } },
  en: { fields: { contactId: 'ID', storeId: 'Store', contactName: 'Contact name', tel: 'Phone' } },
};

/** A child of the store page with every call under the store's path. */
const contact: ResourceDefinition = assemble(
  defineEntity({
    area: 'store',
    path: 'contact',
    permission: 'merchantDetail',
    parent: { resource: 'store/store-detail', param: 'storeId', segment: 'contact' },
    names: { th: 'ผู้ติดต่อ', en: 'Contacts' },
    recordTitle: 'contactName',
    service: 'merchant',
  }),
  declare({
    idField: 'contactId',
    endpoints: {
      list: 'merchant/{storeId}/contact',
      get: 'merchant/{storeId}/contact/{id}',
      create: 'merchant/{storeId}/contact',
      update: 'merchant/{storeId}/contact/{id}',
      delete: 'merchant/{storeId}/contact/{id}',
    },
    fields: [...fields],
    mock: { table: 'storeContacts', searchFields: ['contactName'] },
    i18n: labels,
  }),
);

/** The same contacts addressed by their own id, as a child's get and update often are. */
const contactById: ResourceDefinition = assemble(
  defineEntity({
    area: 'store',
    path: 'contact-by-id',
    permission: 'merchantDetail',
    parent: { resource: 'store/store-detail', param: 'storeId', segment: 'contact-by-id' },
    names: { th: 'ผู้ติดต่อ (รหัส)', en: 'Contacts by id' },
    recordTitle: 'contactName',
    service: 'merchant',
  }),
  declare({
    idField: 'contactId',
    endpoints: { get: 'contact/{id}', update: 'contact/{id}' },
    fields: [...fields],
    mock: { table: 'storeContacts' },
    i18n: labels,
  }),
);

const contacts = seedTable(contact, {
  idPrefix: 'CT',
  rows: [
    { contactId: 'CT0001', storeId: A, contactName: 'สมชาย ใจดี', tel: '0812345678' },
    { contactId: 'CT0002', storeId: A, contactName: 'สมหญิง รักดี', tel: '0823456789' },
    { contactId: 'CT0003', storeId: B, contactName: 'วิชัย มั่งมี', tel: '0834567890' },
    { contactId: 'CT0004', storeId: A, contactName: 'สุดา รักงาน', tel: '0845678901' },
    { contactId: 'CT0005', storeId: B, contactName: 'ประเสริฐ ดีงาม', tel: '0856789012' },
  ],
});

/**
 * Item prices read by their store alone (a child of the biller, its list naming only the store): the
 * generic mock keeps them to the store through each price's biller.
 */
const storeItemPricesHead = defineEntity({
  area: 'store',
  path: 'store-item-price',
  permission: 'merchantDetail',
  parent: { resource: 'store/biller', param: 'billerId', segment: 'store-item-price' },
  names: { th: 'ราคาสินค้าของร้าน', en: 'Store item prices' },
  recordTitle: 'itemName',
  service: 'merchant',
});
const storeItemPrices: ResourceDefinition = assemble(
  {
    ...storeItemPricesHead,
    ancestors: ancestorsOf(storeItemPricesHead, (name) => entities.find((entity) => entity.name === name)),
  },
  declare({
    idField: 'itemPriceId',
    endpoints: { list: 'merchant/{storeId}/item_prices' },
    fields: [
      { source: 'itemPriceId', type: 'text' },
      { source: 'itemName', type: 'text' },
    ],
    mock: { table: 'itemPrices' },
    i18n: {
      th: { fields: { itemPriceId: 'รหัส', itemName: 'ชื่อสินค้า' } },
      en: { fields: { itemPriceId: 'ID', itemName: 'Item name' } },
    },
  }),
);

const mock = startMockServer({
  resources: [...resources, contact, contactById, storeItemPrices],
  tables: [contacts],
});
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

const contactsOf = (storeId: string) =>
  callJson<Envelope<Contact>>('merchant', `merchant/${storeId}/contact`, { query: { PageSize: 2 } });

describe('a child declaration in the generic mock', () => {
  it("lists only the parent's records, and counts only them", async () => {
    const a = await contactsOf(A);
    expect(a.status).toBe(200);
    expect(a.body.totalCount).toBe(3);
    expect(a.body.items.map((c) => c.contactId)).toEqual(['CT0001', 'CT0002']);
    expect(a.body.hasNext).toBe(true);
    const b = await contactsOf(B);
    expect(b.body.totalCount).toBe(2);
    expect(b.body.items.every((c) => c.storeId === B)).toBe(true);
  });

  it('answers 404 for a parent that does not exist', async () => {
    const { status, body } = await callJson<{ message: string }>('merchant', 'merchant/ST99999/contact');
    expect(status).toBe(404);
    expect(body.message).toMatch(/ST99999 not found/);
  });

  it('stamps the parent of the path on a new record, whatever the body says', async () => {
    const created = await callJson<Contact>('merchant', `merchant/${A}/contact`, {
      method: 'POST',
      body: { contactName: 'มานี มีนา', tel: '0867890123', storeId: B },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ contactId: 'CT0006', storeId: A, contactName: 'มานี มีนา' });
    expect(mock.db.tableByName('storeContacts')?.get('CT0006')?.storeId).toBe(A);
    expect((await contactsOf(A)).body.totalCount).toBe(4);
    expect((await contactsOf(B)).body.totalCount).toBe(2);
  });

  it("does not find another parent's record under this parent's path", async () => {
    expect((await call('merchant', `merchant/${A}/contact/CT0003`)).status).toBe(404);
    const own = await callJson<Contact>('merchant', `merchant/${B}/contact/CT0003`);
    expect(own.status).toBe(200);
    expect(own.body.contactName).toBe('วิชัย มั่งมี');

    const update = await call('merchant', `merchant/${A}/contact/CT0003`, {
      method: 'PUT',
      body: { contactName: 'ชื่อใหม่' },
    });
    expect(update.status).toBe(404);
    expect((await call('merchant', `merchant/${A}/contact/CT0003`, { method: 'DELETE' })).status).toBe(404);
    expect(mock.db.tableByName('storeContacts')?.get('CT0003')).toMatchObject({
      storeId: B,
      contactName: 'วิชัย มั่งมี',
    });
  });

  it('never moves a record to another parent on update, with or without the parent in the path', async () => {
    const underParent = await callJson<Contact>('merchant', `merchant/${A}/contact/CT0001`, {
      method: 'PUT',
      body: { contactName: 'สมชาย ใจดีมาก', storeId: B },
    });
    expect(underParent.status).toBe(200);
    expect(underParent.body).toMatchObject({ storeId: A, contactName: 'สมชาย ใจดีมาก' });

    const byId = await callJson<Contact>('merchant', 'contact/CT0002', {
      method: 'PUT',
      body: { contactName: 'สมหญิง', storeId: B },
    });
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ storeId: A, contactName: 'สมหญิง' });
    expect((await contactsOf(A)).body.totalCount).toBe(3);
    expect((await contactsOf(B)).body.totalCount).toBe(2);
  });
});

describe("the store's branches, answered by the generic mock", () => {
  it("lists one store's branches and adds one to it", async () => {
    const table = mock.db.table('branches');
    const storeId = table.list()[0].storeId;
    const own = table.list().filter((b) => b.storeId === storeId).length;
    const list = await callJson<Envelope>('merchant', `merchant/${storeId}/branch`);
    expect(list.body.totalCount).toBe(own);
    const created = await callJson<{ branchId: string; storeId: string; createdDate: string }>(
      'merchant',
      `merchant/${storeId}/branch`,
      { method: 'POST', body: { branchName: 'สาขาใหม่', storeId: 'ST00002' } },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ storeId, isActive: true });
    expect(created.body.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await callJson<Envelope>('merchant', `merchant/${storeId}/branch`)).body.totalCount).toBe(
      own + 1,
    );
    expect((await call('merchant', 'merchant/ST99999/branch')).status).toBe(404);
  });
});

type ItemPrice = { itemPriceId: string; billerId: string; itemCode: string; itemName: string; price: number };

describe("a child of a child (a store's biller's item prices), answered by the generic mock", () => {
  /** Two billers with item prices, each of its own store. */
  function twoBillers() {
    const billers = mock.db.tableByName('billers')!;
    const priced = [
      ...new Set(
        mock.db
          .tableByName('itemPrices')!
          .list()
          .map((row) => String(row.billerId)),
      ),
    ];
    const [a, b] = priced.map((billerId) => ({ billerId, storeId: String(billers.get(billerId)?.storeId) }));
    expect(a.storeId).not.toBe(b.storeId);
    return { a, b };
  }
  const path = (storeId: string, billerId: string, rest = '') =>
    `merchant/${storeId}/biller/${billerId}/item_price${rest}`;
  const pricesOf = (billerId: string) =>
    mock.db
      .tableByName('itemPrices')!
      .list()
      .filter((row) => row.billerId === billerId);

  it("lists only the biller's prices, under its own store's path", async () => {
    const { a } = twoBillers();
    const list = await callJson<Envelope<ItemPrice>>('merchant', path(a.storeId, a.billerId));
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(pricesOf(a.billerId).length);
    expect(list.body.totalCount).toBeGreaterThan(0);
    expect(list.body.items.every((row) => row.billerId === a.billerId)).toBe(true);
  });

  it("answers 404 for a biller under another store's path, and for a store or biller that does not exist", async () => {
    const { a, b } = twoBillers();
    const stray = await callJson<{ message: string }>('merchant', path(a.storeId, b.billerId));
    expect(stray.status).toBe(404);
    expect(stray.body.message).toMatch(new RegExp(`${b.billerId} not found`));
    expect((await call('merchant', path('ST99999', a.billerId))).status).toBe(404);
    expect((await call('merchant', path(a.storeId, 'BL99999'))).status).toBe(404);
  });

  it('stamps the biller of the path on a new price, and keeps a price to every ancestor of the path', async () => {
    const { a, b } = twoBillers();
    const created = await callJson<ItemPrice>('merchant', path(a.storeId, a.billerId), {
      method: 'POST',
      body: { itemCode: 'SKU-NEW', itemName: 'น้ำมะพร้าว', price: 40, isActive: true, billerId: b.billerId },
    });
    expect(created.status).toBe(201);
    expect(created.body.billerId).toBe(a.billerId);
    const id = created.body.itemPriceId;
    expect((await callJson<ItemPrice>('merchant', path(a.storeId, a.billerId, `/${id}`))).body.itemName).toBe(
      'น้ำมะพร้าว',
    );
    // Under another biller, or under its own biller with another store: not found, not changed.
    expect((await call('merchant', path(b.storeId, b.billerId, `/${id}`))).status).toBe(404);
    const wrongStore = path(b.storeId, a.billerId, `/${id}`);
    expect((await call('merchant', wrongStore)).status).toBe(404);
    expect((await call('merchant', wrongStore, { method: 'PUT', body: { itemName: 'x' } })).status).toBe(404);
    expect((await call('merchant', wrongStore, { method: 'DELETE' })).status).toBe(404);
    expect(mock.db.tableByName('itemPrices')?.get(id)).toMatchObject({
      billerId: a.billerId,
      itemName: 'น้ำมะพร้าว',
    });
    // A create under a mismatched store and biller is refused.
    const refused = await call('merchant', path(b.storeId, a.billerId), {
      method: 'POST',
      body: { itemCode: 'SKU-X', itemName: 'x', price: 1, isActive: true },
    });
    expect(refused.status).toBe(404);
  });

  it("scopes by an ancestor alone: a store's prices are those of its billers", async () => {
    const { a } = twoBillers();
    const billers = mock.db.tableByName('billers')!;
    const own = mock.db
      .tableByName('itemPrices')!
      .list()
      .filter((row) => billers.get(String(row.billerId))?.storeId === a.storeId);
    const list = await callJson<Envelope<ItemPrice>>('merchant', `merchant/${a.storeId}/item_prices`, {
      query: { PageSize: 100 },
    });
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(own.length);
    expect(list.body.items.map((row) => row.itemPriceId).sort()).toEqual(
      own.map((row) => row.itemPriceId).sort(),
    );
    expect((await call('merchant', 'merchant/ST99999/item_prices')).status).toBe(404);
  });
});
