/**
 * The entity's two halves typed with the app's vocabulary (docs/adding-a-resource.md): `defineEntity`
 * for its head (resources/<area>/<entity>/index.ts), whose menu group and icon the compiler checks
 * against resources/catalog; `declare` for the rest (declaration.ts). `defineResource` writes a whole
 * declaration in one object (tests and examples of a single shape). The registry test checks the
 * permission keys (a screen's key is a declared menu's; every menu is in docs/routes.md).
 */
import {
  declare,
  defineEntity as defineGenericEntity,
  defineMenu as defineGenericMenu,
  defineResource as defineGenericResource,
  type DeclarationLoader,
  type EntityDefinition,
  type EntityHead,
  type MenuDeclaration,
  type MenuOnlyDeclaration,
  type MenuOnlyDefinition,
  type ResourceDeclaration,
  type ResourceDefinition,
} from '../../src/schema/index.ts';
import type { MenuGroup, MenuIcon } from './menus.ts';

export { declare };

/** A menu of this console: its group and icon are checked against resources/catalog/menus.ts. */
export interface AppMenu extends MenuDeclaration {
  group: MenuGroup;
  icon: MenuIcon;
}

/**
 * An entity's head (`resources/<area>/<entity>/index.ts`): its route, permission, menu, record title and
 * the list's first call, known before the declaration (`load`) is fetched. A child resource has a
 * `parent` and `names` instead of a menu, and is listed in its parent's `children`.
 * @example
 * export const mdr = defineEntity({
 *   area: 'account',
 *   path: 'mdr',
 *   permission: 'mdr',
 *   menu: {
 *     group: 'accounting',
 *     order: 4,
 *     nameTh: 'MDR และรอบการชำระเงิน',
 *     nameEn: 'MDR & payment round',
 *     icon: 'percent',
 *   },
 *   recordTitle: 'storeName',
 *   service: 'merchant',
 *   list: { endpoint: 'mdr', sort: { field: 'storeId', order: 'ASC' } },
 *   load: () => import('./declaration.ts'),
 * });
 * @example
 * export const bankAccount = defineEntity({
 *   area: 'store',
 *   path: 'bank-account',
 *   permission: 'merchantDetail',
 *   parent: { resource: 'store/store-detail', param: 'storeId', segment: 'bank-account' },
 *   names: { th: 'บัญชีธนาคาร', en: 'Bank accounts' },
 *   recordTitle: 'bankAccountNo',
 *   service: 'merchant',
 *   load: () => import('./declaration.ts'),
 * });
 */
export function defineEntity(
  head: EntityHead & { menu?: AppMenu; load?: DeclarationLoader },
): EntityDefinition {
  return defineGenericEntity(head);
}

/**
 * A whole declaration in one object, head and body together: for tests and one-file examples (a screen
 * of the console is written as `defineEntity` + `declare`).
 * @example
 * export const mdrDetail = defineResource({
 *   area: 'account',
 *   path: 'mdr-detail',
 *   permission: 'mdr',
 *   idField: 'mdrId',
 *   service: 'merchant',
 *   endpoints: { get: 'mdr/{id}', update: 'mdr/{id}' },
 *   fields: [
 *     { source: 'mdrId', type: 'text', form: false },
 *     { source: 'paymentTerm', type: 'number', integer: true, min: 1, max: 90 },
 *   ],
 *   views: ['show', 'edit'],
 *   recordTitle: 'mdrId',
 *   mock: { table: 'mdr' },
 *   i18n: {
 *     th: { name: 'รายละเอียด MDR', fields: { mdrId: 'รหัส MDR', paymentTerm: 'รอบการชำระเงิน (วัน)' } },
 *     en: { name: 'MDR detail', fields: { mdrId: 'MDR ID', paymentTerm: 'Payment term (days)' } },
 *   },
 * });
 */
export function defineResource<const S extends string>(
  declaration: ResourceDeclaration<S> & { menu?: AppMenu },
): ResourceDefinition<S> {
  return defineGenericResource(declaration);
}

/**
 * A menu whose screen is not built yet: the side menu, guards and role matrix know it, and its route
 * shows a placeholder until the screen is declared.
 * @example
 * export const settlementReport = defineMenu({
 *   area: 'account',
 *   path: 'settlement-report',
 *   permission: 'settlementReport',
 *   menu: {
 *     group: 'accounting',
 *     order: 9,
 *     nameTh: 'รายงานการชำระเงิน',
 *     nameEn: 'Settlement report',
 *     icon: 'receipt',
 *   },
 * });
 */
export function defineMenu(declaration: MenuOnlyDeclaration & { menu: AppMenu }): MenuOnlyDefinition {
  return defineGenericMenu(declaration);
}
