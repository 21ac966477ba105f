import type { ParentDeclaration } from '../../../src/schema/types.ts';
import { defineResource } from '../../catalog/define.ts';

/**
 * A biller declaration for one parent: the store's billers (`store/biller`) and a branch's billers
 * (`store/branch-biller`) share fields, items and bank channels; only where they are listed differs.
 */
function billerOf(path: 'biller' | 'branch-biller', parent: ParentDeclaration, list: string) {
  const T = `resources.store/${path}.messages`;
  return defineResource({
    area: 'store',
    path,
    permission: 'merchantDetail',
    idField: 'billerId',
    service: 'merchant',
    parent,
    endpoints: {
      list,
      get: 'biller/{id}',
      create: 'biller',
      update: 'biller/{id}',
      delete: 'biller/{id}',
      toggle: { method: 'PUT', path: 'biller/{id}/toggle_active' },
    },
    fields: [
      { source: 'billerId', type: 'text', form: false },
      { source: 'billerCode', type: 'text', form: false },
      { source: 'billerName', type: 'text', required: true, maxLength: 150 },
      { source: 'bankCode', type: 'master', list: 'bank', listColumn: false, required: true },
      { source: 'bankName', type: 'text', form: false },
      {
        source: 'banks',
        type: 'embeddedList',
        list: false,
        itemKey: 'channel',
        toggle: { method: 'PUT', path: 'biller/{id}/channel/{item}/toggle_active', permission: 'edit' },
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
    actions: [
      {
        name: 'addItem',
        label: `${T}.addItem`,
        permission: 'edit',
        scope: 'row',
        method: 'POST',
        path: 'biller/{id}/item',
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
    recordTitle: 'billerName',
    mock: { table: 'billers' },
    i18n: {
      th: {
        name: path === 'biller' ? 'ผู้เรียกเก็บเงิน' : 'ผู้เรียกเก็บเงินของสาขา',
        fields: {
          billerId: 'รหัสผู้เรียกเก็บเงิน',
          billerCode: 'รหัส Biller',
          billerName: 'ชื่อผู้เรียกเก็บเงิน',
          bankCode: 'ธนาคาร',
          bankName: 'ธนาคาร',
          banks: 'ช่องทางธนาคาร',
          channel: 'ช่องทาง',
          billerRef: 'Biller ref',
          items: 'รายการเรียกเก็บ',
          itemId: 'รหัสรายการ',
          itemName: 'ชื่อรายการ',
          amount: 'จำนวนเงิน',
          isActive: 'สถานะใช้งาน',
        },
        messages: {
          billerIdDigits: 'ตัวเลข 15 หลัก',
          addItem: 'เพิ่มรายการ',
          editItem: 'แก้ไขรายการ',
          itemIdHelp: 'รหัสรายการจากตารางรายการเรียกเก็บ',
        },
      },
      en: {
        name: path === 'biller' ? 'Billers' : 'Branch billers',
        fields: {
          billerId: 'Biller ID',
          billerCode: 'Biller code',
          billerName: 'Biller name',
          bankCode: 'Bank',
          bankName: 'Bank',
          banks: 'Bank channels',
          channel: 'Channel',
          billerRef: 'Biller ref',
          items: 'Items',
          itemId: 'Item ID',
          itemName: 'Item name',
          amount: 'Amount',
          isActive: 'Active',
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

export const biller = billerOf(
  'biller',
  { resource: 'store/store-detail', param: 'storeId', segment: 'biller' },
  'merchant/{storeId}/biller',
);

export const branchBiller = billerOf(
  'branch-biller',
  { resource: 'store/store-detail-branch', param: 'branchId', segment: 'biller' },
  'branch/{branchId}/biller',
);
