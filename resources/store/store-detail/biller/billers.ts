import { declare } from '../../../catalog/define.ts';

export type BillerPath = 'biller' | 'branch-biller' | 'system-biller';

/** Where a biller declaration's billers are listed: under a store or a branch (its list call), or the system's own. */
type Place = { list: string } | 'system';

/**
 * A biller declaration: the store's billers (`store/biller`), a branch's billers (`store/branch-biller`)
 * and the system billers (`store/system-biller`, not tied to a store, addressed by their code) share
 * fields, items and bank channels; where they are listed and their calls differ. The keys of a
 * channel are read on demand for a store's billers (the service answers them per merchant biller).
 */
export function billerBody(path: BillerPath, place: Place) {
  const T = `resources.store/${path}.messages`;
  const system = place === 'system';
  const base = system ? 'system_biller' : 'biller';
  return declare({
    idField: system ? 'billerCode' : 'billerId',
    endpoints: {
      ...(system ? {} : { list: place.list }),
      get: `${base}/{id}`,
      create: base,
      update: `${base}/{id}`,
      delete: `${base}/{id}`,
      toggle: { method: 'PUT', path: `${base}/{id}/toggle_active` },
    },
    fields: [
      { source: 'billerId', type: 'text', form: false, list: !system },
      { source: 'billerCode', type: 'text', form: false },
      { source: 'billerName', type: 'text', required: true, maxLength: 150 },
      // The bank is shown, searched and exported by its name in the reader's language (the code beside
      // it in the CSV), resolved through the bank list: the rows keep the code only.
      { source: 'bankCode', type: 'master', list: 'bank', required: true, exportCode: true },
      {
        source: 'banks',
        type: 'embeddedList',
        list: false,
        itemKey: 'channel',
        ...(system
          ? {}
          : {
              toggle: {
                method: 'PUT',
                path: 'biller/{id}/channel/{item}/toggle_active',
                permission: 'edit',
              },
              secrets: { path: 'biller/{id}/bank/{item}/api-information', fields: ['apiKey', 'secretKey'] },
            }),
        fields: [
          { source: 'channel', type: 'master', list: 'paymentChannel', required: true },
          {
            source: 'billerId',
            type: 'text',
            required: true,
            pattern: { regex: '^\\d{15}$', message: `${T}.billerIdDigits` },
          },
          { source: 'billerRef', type: 'text', required: true, maxLength: 30 },
          { source: 'isActive', type: 'active', form: false },
        ],
      },
      {
        source: 'items',
        type: 'embeddedList',
        list: false,
        form: false,
        itemKey: 'itemId',
        toggle: { method: 'PUT', path: 'biller/item/{item}/toggle_active', permission: 'edit' },
        fields: [
          { source: 'itemId', type: 'text' },
          { source: 'itemName', type: 'text' },
          { source: 'amount', type: 'money' },
          { source: 'isActive', type: 'active' },
        ],
      },
      { source: 'isActive', type: 'active', form: false },
    ],
    views: ['show', 'edit', 'create'],
    ...(system
      ? {
          filters: [
            { source: 'q', type: 'search' as const, alwaysOn: true },
            { source: 'bankCode', type: 'master' as const, list: 'bank' as const },
          ],
          export: { mode: 'csv' as const },
        }
      : {}),
    actions: [
      {
        name: 'addItem',
        label: `${T}.addItem`,
        permission: 'edit',
        scope: 'row',
        method: 'POST',
        path: `${base}/{id}/item`,
        fields: [
          { source: 'itemName', type: 'text', required: true, maxLength: 100 },
          { source: 'amount', type: 'money', required: true, min: 0.01, max: 1_000_000 },
        ],
      },
      {
        name: 'editItem',
        label: `${T}.editItem`,
        permission: 'edit',
        scope: 'row',
        method: 'PUT',
        path: 'biller/item/{itemId}',
        fields: [
          { source: 'itemId', type: 'text', required: true, helper: `${T}.itemIdHelp` },
          { source: 'itemName', type: 'text', required: true, maxLength: 100 },
          { source: 'amount', type: 'money', required: true, min: 0.01, max: 1_000_000 },
        ],
      },
    ],
    mock: system
      ? {
          table: 'billers',
          where: { type: 'system' },
          searchFields: ['billerCode', 'billerName', 'bankCode'],
        }
      : { table: 'billers' },
    i18n: {
      th: {
        fields: {
          billerId: 'รหัสผู้เรียกเก็บเงิน',
          billerCode: 'รหัส Biller',
          billerName: 'ชื่อผู้เรียกเก็บเงิน',
          bankCode: 'ธนาคาร',
          banks: 'ช่องทางธนาคาร',
          channel: 'ช่องทาง',
          billerRef: 'Biller ref',
          items: 'รายการเรียกเก็บ',
          itemId: 'รหัสรายการ',
          itemName: 'ชื่อรายการ',
          amount: 'จำนวนเงิน',
          isActive: 'สถานะใช้งาน',
          apiKey: 'API key',
          secretKey: 'Secret key',
        },
        messages: {
          billerIdDigits: 'ตัวเลข 15 หลัก',
          addItem: 'เพิ่มรายการ',
          editItem: 'แก้ไขรายการ',
          itemIdHelp: 'รหัสรายการจากตารางรายการเรียกเก็บ',
        },
      },
      en: {
        fields: {
          billerId: 'Biller ID',
          billerCode: 'Biller code',
          billerName: 'Biller name',
          bankCode: 'Bank',
          banks: 'Bank channels',
          channel: 'Channel',
          billerRef: 'Biller ref',
          items: 'Items',
          itemId: 'Item ID',
          itemName: 'Item name',
          amount: 'Amount',
          isActive: 'Active',
          apiKey: 'API key',
          secretKey: 'Secret key',
        },
        messages: {
          billerIdDigits: '15 digits',
          addItem: 'Add item',
          editItem: 'Edit item',
          itemIdHelp: 'The item ID from the items table',
        },
      },
    },
  });
}
