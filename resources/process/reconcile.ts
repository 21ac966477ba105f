import { defineMenu } from '../catalog/define.ts';

/** Reconcile process (/management/reconcile): the menu only, until its screens are declared here. */
export const reconcile = defineMenu({
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
});
