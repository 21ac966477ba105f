import { seedTable } from '../../../../mocks/db/seeds/define.ts';
import type storeContact from './declaration.ts';

/** Two contacts for each of the first stores (the seed's stores are ST00001 …). */
export const storeContacts = seedTable<typeof storeContact>()({
  table: 'storeContacts',
  idField: 'contactId',
  idPrefix: 'CT',
  rows: Array.from({ length: 10 }, (_, i) => ({
    contactId: `CT${String(i + 1).padStart(4, '0')}`,
    storeId: `ST${String(Math.floor(i / 2) + 1).padStart(5, '0')}`,
    contactName: ['สมชาย ใจดี', 'สุดา รักงาน'][i % 2],
    tel: `08${String(12345670 + i)}`,
    email: `contact${i + 1}@merchant.demo.test`,
  })),
});
