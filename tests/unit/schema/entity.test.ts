import { describe, expect, it } from 'vitest';
import { assemble, declare, defineEntity, entityOf, withChildren } from '../../../src/schema/entity.ts';

const body = declare({
  idField: 'contactId',
  endpoints: { get: 'contact/{id}' },
  views: ['show'],
  fields: [
    { source: 'contactId', type: 'text' },
    { source: 'name', type: 'text' },
  ],
  mock: { table: 'contacts' },
  i18n: {
    th: { fields: { contactId: 'รหัส', name: 'ชื่อ' } },
    en: { fields: { contactId: 'ID', name: 'Name' } },
  },
});

const contact = defineEntity({
  area: 'store',
  path: 'contact',
  permission: 'merchantDetail',
  parent: { resource: 'store/shop', param: 'storeId', segment: 'contacts' },
  names: { th: 'ผู้ติดต่อ', en: 'Contacts' },
  recordTitle: 'name',
  service: 'merchant',
  load: () => Promise.resolve({ default: body }),
});

const shop = defineEntity({
  area: 'store',
  path: 'shop',
  permission: 'merchantDetail',
  menu: { group: 'stores', order: 9, nameTh: 'ร้าน', nameEn: 'Shops', icon: 'store', landing: 99 },
  recordTitle: 'name',
  service: 'merchant',
  list: { endpoint: 'shop', sort: { field: 'name', order: 'ASC' } },
  children: [contact],
  load: () => Promise.resolve({ default: body }),
});

describe('an entity: its head and its declaration', () => {
  it('are put together: the head gives the name, route, list call and labels’ name', () => {
    const def = assemble(shop, { ...body, tabs: [{ name: 'general', label: 'g', fields: ['name'] }] });
    expect(def).toMatchObject({
      name: 'store/shop',
      permission: 'merchantDetail',
      service: 'merchant',
      recordTitle: 'name',
      views: ['list', 'show'],
      sort: { field: 'name', order: 'ASC' },
      endpoints: { list: 'shop', get: 'contact/{id}' },
    });
    expect(def.i18n.th.name).toBe('ร้าน');
    expect(def.i18n.en.name).toBe('Shops');
    // A child that no tab lists gets a tab of its own, named by its segment and labelled by its name.
    expect(def.tabs?.map((tab) => tab.name)).toEqual(['general', 'contacts']);
    expect(def.tabs?.[1]).toMatchObject({
      label: 'resources.store/contact.name',
      children: ['store/contact'],
    });
  });

  it('names a screen without a menu by its head’s names, and adds no list route to a child', () => {
    const def = assemble(contact, body);
    expect(def.views).toEqual(['show']);
    expect(def.i18n.en.name).toBe('Contacts');
    expect(entityOf(def)).toMatchObject({ name: 'store/contact', names: { th: 'ผู้ติดต่อ', en: 'Contacts' } });
  });

  it('refuses a screen without names or service', () => {
    const { names: _names, ...nameless } = contact;
    expect(() => assemble(nameless, body)).toThrow('has names');
    const { service: _service, ...serviceless } = contact;
    expect(() => assemble(serviceless, body)).toThrow('names its service');
  });

  it('registers a child with its parent, after it', () => {
    expect(withChildren([shop]).map((entity) => entity.name)).toEqual(['store/shop', 'store/contact']);
  });
});
