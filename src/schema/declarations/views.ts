/**
 * What a declaration's screens offer beyond its fields: which views exist, the list's filters, order,
 * actions, exports and extras, tabs, more routes, addresses, settings and operation pages. Each option
 * is documented with an example: hover it in a declaration.
 */
import type { ComponentType } from 'react';
import type { OperationDeclaration } from '../operation/types.ts';
import type { ResourceActionDeclaration } from './actions.ts';
import type { AddressDeclaration } from './addresses.ts';
import type { EndpointPath } from './basics.ts';
import type { ParentDeclaration } from './children.ts';
import type { ExportDeclaration, NamedExportDeclaration } from './exports.ts';
import type { FilterDeclaration } from './filters.ts';
import type { ListLinks } from './listLinks.ts';
import type { LookupDeclaration } from './lookup.ts';
import type { PageLoader, RouteDeclaration } from './routes.ts';
import type { TabDeclaration, TabGroupDeclaration } from './tabs.ts';

/** Which generated views exist. Without `list` the resource has no list route (e.g. a detail-only page). */
export type ViewName = 'list' | 'show' | 'edit' | 'create';

/** One call pair of a settings page: what it reads, where it saves, and which fields it carries. */
export interface SettingsPart<S extends string = string> {
  get: EndpointPath;
  update: EndpointPath;
  fields: S[];
}

/**
 * A settings page instead of a list: one record read from each part's GET and merged; saving sends
 * each part whose fields changed with its own PUT. `form: 'route'` views at `/<name>` and edits at
 * `/<name>/form`; `'inline'` edits at `/<name>` (read-only for users without `edit`).
 */
export interface SettingsDeclaration<S extends string = string> {
  parts: SettingsPart<S>[];
  form: 'route' | 'inline';
}

/** Asked before saving an edit when `when` holds (e.g. a role change that affects the user's own rights). */
export interface SaveConfirmDeclaration {
  when: 'ownRole';
  /** Ask only when one of these fields changed (default: any change). */
  fields?: string[];
  /** i18n key of the question; `%{name}` is the record's title. */
  message: string;
}

export interface ResourceSlots {
  list?: () => Promise<{ default: ComponentType }>;
  show?: () => Promise<{ default: ComponentType }>;
  edit?: () => Promise<{ default: ComponentType }>;
  create?: () => Promise<{ default: ComponentType }>;
  /**
   * Shown above the list's table, inside its list context: figures the list call answers beside the
   * page of rows (the envelope's other keys are in `useListContext().meta`).
   */
  listHeader?: () => Promise<{ default: ComponentType }>;
}

/** The options of a declaration's screens (part of ResourceDeclaration). */
export interface ViewOptions<S extends string = string> {
  /**
   * The list's filters, in order (hover a filter's `type` for each kind).
   * @example
   * filters: [
   *   { source: 'q', type: 'search', alwaysOn: true },
   *   { source: 'dateRange', type: 'dateRange', alwaysOn: true },
   *   { source: 'status', type: 'status', vocabulary: 'fundingTransfer' },
   * ],
   */
  filters?: FilterDeclaration[];
  /**
   * The list's default order (a head's `list.sort` comes first).
   * @example
   * sort: { field: 'createdDate', order: 'DESC' },
   */
  sort?: { field: S; order: 'ASC' | 'DESC' };
  /**
   * Which generated views exist; list is the default.
   * @example
   * views: ['list', 'show', 'edit', 'create'],
   */
  views: ViewName[];
  /**
   * Calls the user can make from a row, above the list, or on selected rows (hover `scope`).
   * @example
   * actions: [
   *   {
   *     name: 'sendSuccessMail',
   *     label: `${T}.sendSuccessMail`,
   *     confirm: `${T}.sendSuccessMailConfirm`,
   *     permission: 'edit',
   *     scope: 'row',
   *     method: 'PUT',
   *     path: 'merchant/{id}/send_success_mail',
   *   },
   * ],
   */
  actions?: ResourceActionDeclaration[];
  /**
   * The list's Export button: a CSV of the filtered rows written by the console, or a file the service
   * makes from the same filters.
   * @example
   * export: { mode: 'csv' },
   * @example
   * export: { mode: 'server', path: 'mdr/export', fileNamePrefix: 'MDR_', extension: 'xlsx' },
   */
  export?: ExportDeclaration;
  /**
   * A page of its own in place of a generated view, or above the list's table (`listHeader`): for
   * screens the generated ones cannot show. Loaded when first opened.
   * @example
   * slots: { edit: () => import('./MdrDetailEdit.tsx') },
   * @example
   * slots: { listHeader: () => import('./AdjustmentSummary.tsx') },
   */
  slots?: ResourceSlots;
  /**
   * A settings page (no list, no ids): see SettingsDeclaration.
   * @example
   * settings: {
   *   form: 'route',
   *   parts: [
   *     { get: 'qr_code/amount', update: 'qr_code/amount', fields: ['amount'] },
   *     { get: 'qr_code/timeout', update: 'qr_code/timeout', fields: ['timeoutMinutes'] },
   *   ],
   * },
   */
  settings?: SettingsDeclaration<S>;
  /**
   * A question asked before saving an edit (a change to the signed-in user's own role).
   * @example
   * saveConfirm: { when: 'ownRole', fields: ['menus'], message: `${T}.ownRoleConfirm` },
   */
  saveConfirm?: SaveConfirmDeclaration;
  // --- engine capabilities (src/schema/declarations/*) ---
  /**
   * Extra route segments (`detail/:id`, `form/:formType/:id`, pages of their own); hover `view`,
   * `page` or `operation` in each for its kind.
   * @example
   * routes: [
   *   { path: 'detail/:id', view: 'show' },
   *   { path: 'form/:formType/:id', view: 'form' },
   *   { path: 'detail', page: () => import('./ReconcileDetailPage.tsx'), permission: 'view' },
   * ],
   */
  routes?: RouteDeclaration<S>[];
  /**
   * The specification's address of a screen where it is not the generated one (`view: 'detail/:id'`):
   * every link goes there, and the generated route redirects there (declarations/addresses.ts).
   * @example
   * addresses: { view: 'view/:id/tab/general', formAll: 'formall/edit/:id' },
   */
  addresses?: AddressDeclaration;
  /**
   * Records of a parent record: endpoints and pages carry the parent id.
   * @example
   * parent: { resource: 'store/store-detail', param: 'storeId', segment: 'bank-account' },
   * endpoints: { list: 'merchant/{storeId}/bank_account', get: 'bank_account/{id}' },
   */
  parent?: ParentDeclaration;
  /**
   * View and form split into tabs (tab in the URL; `viewall` / `formall` show every tab). A tab may
   * save its part to its own endpoint, read another call, or list child resources.
   * @example
   * tabs: [
   *   { name: 'general', label: `${T}.tabGeneral`, fields: ['storeId', 'storeName', 'status'] },
   *   {
   *     name: 'callback',
   *     label: `${T}.tabCallback`,
   *     fields: ['callbackUrl'],
   *     save: { method: 'PUT', path: 'merchant/{id}/callback_url', body: { url: 'callbackUrl' } },
   *   },
   *   { name: 'bank-accounts', label: `${T}.tabBankAccounts`, fields: [], children: ['store/bank-account'] },
   * ],
   */
  tabs?: TabDeclaration<S>[];
  /**
   * The tabs shown together, at most eight groups in the tab bar (declarations/tabs.ts).
   * @example
   * tabGroups: [
   *   { name: 'overview', label: `${T}.groupOverview`, tabs: ['general', 'register-status'] },
   *   { name: 'integration', label: `${T}.groupIntegration`, tabs: ['callback', 'deeplink', 'api'] },
   * ],
   */
  tabGroups?: TabGroupDeclaration[];
  /**
   * Several exports on the list, each with its own button and permission (beside `export`, if any).
   * @example
   * exports: [
   *   {
   *     name: 'raw',
   *     label: 'resources.account/funding-transfer.messages.exportRaw',
   *     mode: 'server',
   *     path: 'report/transfer/export_raw',
   *     fileNamePrefix: 'FundingTransfer_raw_',
   *     extension: 'csv',
   *   },
   * ],
   */
  exports?: NamedExportDeclaration[];
  /**
   * Shown under the list's table, inside the list (it reads `useListContext()`: rows, filters and the
   * envelope's extra fields in `meta`, e.g. `meta.totals`); loaded with the list.
   * @example
   * listFooter: () => import('./TaxFooter.tsx'),
   */
  listFooter?: PageLoader;
  /**
   * Name of another resource whose view page a row opens (the MDR list opens `account/mdr-detail`).
   * @example
   * rowOpens: 'account/mdr-detail',
   */
  rowOpens?: string;
  /**
   * Where a list row opens and buttons above the list, to the declaration's own pages.
   * @example
   * links: {
   *   row: { path: 'detail', query: 'run', permission: 'view' },
   *   page: [{ name: 'newRun', label: `${T}.newRun`, path: 'detail', permission: 'create' }],
   * },
   */
  links?: ListLinks;
  /**
   * Its records can be looked up by key from the top bar (Ctrl+K): which keys, how each is recognised,
   * which list filter takes it (declarations/lookup.ts, docs/lookup.md).
   * @example
   * lookup: {
   *   keys: [
   *     { field: 'storeId', pattern: /^ST\d+$/i },
   *     { field: 'email' },
   *     { field: 'taxId', filter: 'taxId' },
   *   ],
   *   text: 'q',
   * },
   */
  lookup?: LookupDeclaration<S>;
  /**
   * An operation page instead of a list (form → preview → confirm → result): see operation/types.ts.
   * @example
   * operation: {
   *   inquiry: {
   *     method: 'POST',
   *     path: 'adjust-transaction/inquiry',
   *     fields: ['transactionNo'],
   *     show: ['transactionNo', 'storeName', 'amount', 'status', 'fee'],
   *   },
   *   fields: ['fee', 'remark'],
   *   changes: [{ source: 'fee' }, { source: 'remark' }],
   *   submit: {
   *     method: 'POST',
   *     path: 'adjust-transaction/adjust-fee-qr-credit',
   *     body: ['transactionNo', 'fee', 'remark'],
   *   },
   *   result: { from: 'transaction', show: ['transactionNo', 'amount', 'status', 'fee'] },
   * },
   */
  operation?: OperationDeclaration<S>;
  /**
   * `false`: the view page shows no History section (a settings page, a log). Default: shown when the
   * audit service is configured (docs/adding-a-resource.md).
   * @example
   * history: false,
   */
  history?: false;
}
