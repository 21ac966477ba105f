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
import { assemble, declare, defineEntity } from '../../../src/schema/entity.ts';
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

const mock = startMockServer({ resources: [...resources, contact, contactById], tables: [contacts] });
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
