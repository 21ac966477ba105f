/**
 * The entity declaration: one object per entity drives its routes, menu entry, permission checks,
 * screens, filters, export, data calls and mock handlers (docs/architecture.md). See
 * docs/adding-a-resource.md. App vocabularies (menu groups, icons, permission keys, master lists, status
 * vocabularies) are plain strings here; their values live in resources/catalog.
 */
import type { ComponentType } from 'react';
import type { Action, MenuDeclaration } from '../contract/roleMenus.ts';
import type { ServiceName } from '../contract/services.ts';
// The building blocks (calls, fields), then the capabilities of the engine, one file each
// (docs/adding-a-resource.md, "Cases the generator already knows"). None of them imports this module.
import type {
  ChoiceOption,
  EndpointPath,
  FieldDeclaration,
  HttpMethod,
  MasterListName,
  StatusVocabulary,
} from './declarations/basics.ts';
import type { ActionExtras } from './declarations/actions.ts';
import type { AddressDeclaration } from './declarations/addresses.ts';
import type { ParentDeclaration } from './declarations/children.ts';
import type { ExportDeclaration, NamedExportDeclaration } from './declarations/exports.ts';
import type { ListLinks } from './declarations/listLinks.ts';
import type { LookupDeclaration } from './declarations/lookup.ts';
import type { PageLoader, RouteDeclaration } from './declarations/routes.ts';
import type { TabDeclaration, TabGroupDeclaration } from './declarations/tabs.ts';
import type { OperationDeclaration } from './operation/types.ts';

export type { MenuDeclaration } from '../contract/roleMenus.ts';
export type {
  ChoiceOption,
  EndpointPath,
  FieldDeclaration,
  FieldType,
  HttpMethod,
  MasterListName,
  StatusVocabulary,
} from './declarations/basics.ts';
export type { ActionExtras, RecordCondition } from './declarations/actions.ts';
export type { AddressDeclaration } from './declarations/addresses.ts';
export type { ParentDeclaration } from './declarations/children.ts';
export type { ExportDeclaration, NamedExportDeclaration } from './declarations/exports.ts';
export type { ListLinks } from './declarations/listLinks.ts';
export type { LookupDeclaration, LookupKey } from './declarations/lookup.ts';
export type { PartLoad, PartSave } from './declarations/parts.ts';
export type { PageLoader, RouteDeclaration } from './declarations/routes.ts';
export type { TabDeclaration, TabGroupDeclaration } from './declarations/tabs.ts';
export type { OperationDeclaration } from './operation/types.ts';

export type Area = 'app' | 'store' | 'management' | 'account';

/** `ymd`: yyyy-MM-dd. `dmy-next-day`: dd-MM-yyyy with EndDate moved one day forward. */
export type DateRule = 'ymd' | 'dmy-next-day';

export type FilterDeclaration =
  | { source: string; type: 'search'; label?: string; alwaysOn?: boolean }
  | { source: string; type: 'text'; label?: string; alwaysOn?: boolean }
  | { source: string; type: 'choice'; choices: ChoiceOption[]; label?: string; alwaysOn?: boolean }
  /** One of the console's screens, offered by name (the field type `screen`). */
  | { source: string; type: 'screen'; label?: string; alwaysOn?: boolean }
  /**
   * What was done to a record (the field type `recordAction`): create, edit, delete, toggle, and the
   * actions declared by the screen chosen in the filter `screen`.
   */
  | { source: string; type: 'recordAction'; screen: string; label?: string; alwaysOn?: boolean }
  | { source: string; type: 'master'; list: MasterListName; label?: string; alwaysOn?: boolean }
  | { source: string; type: 'status'; vocabulary: StatusVocabulary; label?: string; alwaysOn?: boolean }
  | { source: string; type: 'active'; label?: string; alwaysOn?: boolean }
  /** Yes / No (a boolean field): sends `true` or `false`. */
  | { source: string; type: 'yesNo'; label?: string; alwaysOn?: boolean }
  /** StartDate/EndDate pair; formatted by the resource's date rule. */
  | { source: 'dateRange'; type: 'dateRange'; label?: string; alwaysOn?: boolean };

export interface Endpoints {
  list?: EndpointPath;
  get?: EndpointPath;
  create?: EndpointPath;
  update?: EndpointPath;
  delete?: EndpointPath;
  toggle?: { method: HttpMethod; path: EndpointPath };
}

/** A call the user can make from a row, the page, or a bulk selection. */
export interface ResourceActionDeclaration extends ActionExtras {
  name: string;
  /** i18n key of the button. */
  label: string;
  permission: Action;
  scope: 'row' | 'page' | 'bulk';
  method: HttpMethod;
  path: EndpointPath;
  /** Confirmation dialog text key; state-changing actions always confirm. */
  confirm?: string;
  /** Money moves: pessimistic, double-submit proof, sent with an Idempotency-Key. */
  money?: boolean;
}

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

export interface MockDeclaration {
  /** Table of the mock database that holds the records. */
  table: string;
  /** Fields matched by the free-text `q` filter. */
  searchFields?: string[];
  /** Record field the date range filters on. */
  dateField?: string;
  /**
   * Only the table's rows with these values belong to the declaration (system billers are the
   * `billers` rows of `type: 'system'`). Such a view may be addressed by another unique field than
   * the table's id (a system biller by its code).
   */
  where?: Readonly<Record<string, string | number | boolean>>;
  /**
   * Fields of the table's rows that no declaration on the table declares but the rows rightly carry
   * (read by a hand-written mock route or a slot, or kept as the service answers them); a dotted name
   * is a key of the items of an embedded list (`banks.bankName`). The registry test refuses any other
   * undeclared field of a seeded row.
   */
  extraFields?: readonly string[];
}

/** Labels of one locale: the menu/resource name and a label for every declared field. */
export interface ResourceLabels<S extends string> {
  name: string;
  fields: Record<S, string> & Record<string, string>;
  /** Further keys under `resources.<name>.*` (action labels, confirmations, messages). */
  messages?: Record<string, string>;
}

export interface ResourceDeclaration<S extends string = string> {
  /** Route under the area, e.g. `payment-channel`; the react-admin resource name is `<area>/<path>`. */
  area: Exclude<Area, 'app'>;
  path: string;
  /** Permission key: the key of the menu whose rights guard the screen (resources/catalog/menus.ts). */
  permission: string;
  /** The menu this screen is; absent for a screen reached from a menu's screen. */
  menu?: MenuDeclaration;
  /** Identifier field of a record (e.g. `bankCode`). */
  idField: S;
  service: ServiceName;
  endpoints: Endpoints;
  dateRule?: DateRule;
  fields: FieldDeclaration<S>[];
  filters?: FilterDeclaration[];
  sort?: { field: S; order: 'ASC' | 'DESC' };
  /** Which generated views exist; list is the default. */
  views: ViewName[];
  actions?: ResourceActionDeclaration[];
  export?: ExportDeclaration;
  /** Field shown as the record's title. */
  recordTitle: S;
  slots?: ResourceSlots;
  /** A settings page (no list, no ids): see SettingsDeclaration. */
  settings?: SettingsDeclaration<S>;
  saveConfirm?: SaveConfirmDeclaration;
  // --- engine capabilities (src/schema/declarations/*) ---
  /** Extra route segments (`detail/:id`, `form/:formType/:id`, pages of their own). */
  routes?: RouteDeclaration<S>[];
  /**
   * The specification's address of a screen where it is not the generated one (`view: 'detail/:id'`):
   * every link goes there, and the generated route redirects there (declarations/addresses.ts).
   */
  addresses?: AddressDeclaration;
  /** Records of a parent record: endpoints and pages carry the parent id. */
  parent?: ParentDeclaration;
  /** View and form split into tabs (tab in the URL; `viewall` / `formall` show every tab). */
  tabs?: TabDeclaration<S>[];
  /** The tabs shown together, at most eight groups in the tab bar (declarations/tabs.ts). */
  tabGroups?: TabGroupDeclaration[];
  /** Several exports on the list, each with its own button and permission (beside `export`, if any). */
  exports?: NamedExportDeclaration[];
  /**
   * Shown under the list's table, inside the list (it reads `useListContext()`: rows, filters and the
   * envelope's extra fields in `meta`, e.g. `meta.totals`); loaded with the list.
   */
  listFooter?: PageLoader;
  /** Name of another resource whose view page a row opens (the MDR list opens `account/mdr-detail`). */
  rowOpens?: string;
  /** Where a list row opens and buttons above the list, to the declaration's own pages. */
  links?: ListLinks;
  /**
   * Its records can be looked up by key from the top bar (Ctrl+K): which keys, how each is recognised,
   * which list filter takes it (declarations/lookup.ts, docs/lookup.md).
   */
  lookup?: LookupDeclaration<S>;
  /** An operation page instead of a list (form → preview → confirm → result): see operation/types.ts. */
  operation?: OperationDeclaration<S>;
  /**
   * `false`: the view page shows no History section (a settings page, a log). Default: shown when the
   * audit service is configured (docs/adding-a-resource.md).
   */
  history?: false;
  mock: MockDeclaration;
  /** Thai and English labels; a missing field label is a type error. */
  i18n: { th: ResourceLabels<S>; en: ResourceLabels<S> };
}

/** The declared resource plus what is derived from it. */
export interface ResourceDefinition<S extends string = string> extends ResourceDeclaration<S> {
  /** react-admin resource name, and the route without its leading slash. */
  name: string;
}

export function defineResource<const S extends string>(
  declaration: ResourceDeclaration<S>,
): ResourceDefinition<S> {
  return { ...declaration, name: `${declaration.area}/${declaration.path}` };
}

/**
 * A menu whose screens are not built yet: its route shows a placeholder, while the side menu, the
 * guards, the landing order and the role matrix already know it. Its file is where the screen goes.
 */
export interface MenuOnlyDeclaration {
  area: Exclude<Area, 'app'>;
  path: string;
  permission: string;
  menu: MenuDeclaration;
}

export interface MenuOnlyDefinition extends MenuOnlyDeclaration {
  name: string;
  placeholder: true;
}

export function defineMenu(declaration: MenuOnlyDeclaration): MenuOnlyDefinition {
  return { ...declaration, name: `${declaration.area}/${declaration.path}`, placeholder: true };
}

/** One entry of the registry: a declared screen or a menu still to be built. */
export type RegistryEntry = ResourceDefinition | MenuOnlyDefinition;

export function isScreen(entry: RegistryEntry): entry is ResourceDefinition {
  return !('placeholder' in entry);
}
