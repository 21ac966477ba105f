import { defineEntity } from '../../catalog/define.ts';

/**
 * Reconcile runs against bank statement files (reporting service). The list is paged and filtered on
 * the server (`ymd` dates on `processDate`); a row opens `detail?run=<id>`, "New run" opens `detail`
 * (the wizard). See docs/process.md.
 */
export const reconcile = defineEntity({
  area: 'management',
  path: 'reconcile',
  permission: 'reconcile',
  menu: {
    group: 'process',
    order: 3,
    nameTh: 'กระบวนการกระทบยอด',
    nameEn: 'Reconcile process',
    icon: 'compare',
    landing: 16,
  },
  recordTitle: 'filename',
  service: 'reporting',
  list: { endpoint: 'report/reconcile/getReconcileProcess', sort: { field: 'processDate', order: 'DESC' } },
  messages: {
    th: () => import('./messages/th.ts').then((m) => m.th),
    en: () => import('./messages/en.ts').then((m) => m.en),
  },
  queues: [
    {
      key: 'mismatches',
      label: { th: 'กระทบยอดที่ไม่ตรงกัน', en: 'Reconcile runs with mismatches' },
      filter: { status: 'partial' },
    },
  ],
  load: () => import('./declaration.ts'),
});
