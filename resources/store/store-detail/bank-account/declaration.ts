import { declare } from '../../../catalog/define.ts';

const T = 'resources.store/bank-account.messages';

export default declare({
  idField: 'accountId',
  endpoints: {
    list: 'merchant/{storeId}/bank_account',
    get: 'bank_account/{id}',
    create: 'merchant/{storeId}/bank_account',
    update: 'bank_account/{id}',
    delete: 'bank_account/{id}',
  },
  fields: [
    { source: 'accountId', type: 'text', form: false },
    // The bank's code, shown, searched and exported by the bank list's name.
    { source: 'bankCode', type: 'master', list: 'bank', required: true },
    { source: 'bankAccountNo', type: 'bankAccount', bankSource: 'bankCode', required: true },
    { source: 'bankAccountName', type: 'text', required: true, maxLength: 150 },
    { source: 'accountType', type: 'master', list: 'accountType', required: true },
    {
      source: 'isMain',
      type: 'choice',
      required: true,
      choices: [
        { id: true, name: `${T}.main` },
        { id: false, name: `${T}.notMain` },
      ],
    },
    {
      source: 'isActive',
      type: 'choice',
      required: true,
      choices: [
        { id: true, name: `${T}.active` },
        { id: false, name: `${T}.inactive` },
      ],
    },
  ],
  views: ['show', 'edit', 'create'],
  addresses: { list: 'view/:storeId/tab/bank-accounts' },
  actions: [
    {
      name: 'makeMain',
      label: `${T}.makeMain`,
      confirm: `${T}.makeMainConfirm`,
      permission: 'edit',
      scope: 'row',
      method: 'PUT',
      path: 'bank_account/{id}/main',
      when: { field: 'isMain', notIn: [true] },
    },
  ],
  mock: { table: 'bankAccounts' },
  i18n: {
    th: {
      fields: {
        accountId: 'รหัสบัญชี',
        bankCode: 'ธนาคาร',
        bankAccountNo: 'เลขที่บัญชี',
        bankAccountName: 'ชื่อบัญชี',
        accountType: 'ประเภทบัญชี',
        isMain: 'บัญชีหลัก',
        isActive: 'สถานะใช้งาน',
      },
      messages: {
        main: 'บัญชีหลัก',
        notMain: 'ไม่ใช่บัญชีหลัก',
        active: 'ใช้งาน',
        inactive: 'ไม่ใช้งาน',
        makeMain: 'ตั้งเป็นบัญชีหลัก',
        makeMainConfirm: 'ตั้งบัญชี %{name} เป็นบัญชีหลักใช่หรือไม่',
      },
    },
    en: {
      fields: {
        accountId: 'Account ID',
        bankCode: 'Bank',
        bankAccountNo: 'Account number',
        bankAccountName: 'Account name',
        accountType: 'Account type',
        isMain: 'Main account',
        isActive: 'Active',
      },
      messages: {
        main: 'Main account',
        notMain: 'Not main',
        active: 'Active',
        inactive: 'Inactive',
        makeMain: 'Make main',
        makeMainConfirm: 'Make account %{name} the main account?',
      },
    },
  },
});
