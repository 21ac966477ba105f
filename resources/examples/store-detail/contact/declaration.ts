import { declare } from '../../../catalog/define.ts';

export default declare({
  idField: 'contactId',
  endpoints: {
    list: 'merchant/{storeId}/contact',
    get: 'merchant/{storeId}/contact/{id}',
    create: 'merchant/{storeId}/contact',
    update: 'merchant/{storeId}/contact/{id}',
    delete: 'merchant/{storeId}/contact/{id}',
  },
  fields: [
    { source: 'contactId', type: 'text', form: false },
    { source: 'contactName', type: 'text', required: true, maxLength: 100 },
    { source: 'tel', type: 'phone', required: true },
    { source: 'email', type: 'email' },
  ],
  sort: { field: 'contactId', order: 'ASC' },
  views: ['show', 'edit', 'create'],
  mock: { table: 'storeContacts' },
  i18n: {
    th: { fields: { contactId: 'รหัส', contactName: 'ชื่อผู้ติดต่อ', tel: 'โทรศัพท์', email: 'อีเมล' } },
    en: { fields: { contactId: 'ID', contactName: 'Name', tel: 'Phone', email: 'E-mail' } },
  },
});
