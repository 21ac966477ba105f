/**
 * The entity declaration: one object per entity drives its routes, menu entry, permission checks,
 * screens, filters, export, data calls and mock handlers (docs/architecture.md). See
 * docs/adding-a-resource.md. App vocabularies (menu groups, icons, permission keys, master lists, status
 * vocabularies) are plain strings here; their values live in resources/catalog.
 */
import type { MenuDeclaration } from '../contract/roleMenus.ts';
import { dateRuleOf, type DateRule } from '../contract/dateRules.ts';
import type { ServiceName } from '../contract/services.ts';
// The building blocks (calls, fields), then the options of the views, built from the capabilities of
// the engine, one file each (docs/adding-a-resource.md, "Cases the generator already knows"). None of
// them imports this module.
import type { EndpointPath, FieldDeclaration, HttpMethod } from './declarations/basics.ts';
import type { ParentLink } from './declarations/children.ts';
import type { QueueDeclaration } from './declarations/queues.ts';
import type { ViewOptions } from './declarations/views.ts';

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
export type { ActionExtras, RecordCondition, ResourceActionDeclaration } from './declarations/actions.ts';
export type { AddressDeclaration } from './declarations/addresses.ts';
export type { ParentDeclaration, ParentLink } from './declarations/children.ts';
export type { ExportDeclaration, NamedExportDeclaration } from './declarations/exports.ts';
export type { FilterDeclaration } from './declarations/filters.ts';
export type { ListLinks } from './declarations/listLinks.ts';
export type { LookupDeclaration, LookupKey } from './declarations/lookup.ts';
export type { PartLoad, PartSave } from './declarations/parts.ts';
export type { QueueDeclaration } from './declarations/queues.ts';
export type { PageLoader, RouteDeclaration } from './declarations/routes.ts';
export type { TabDeclaration, TabGroupDeclaration } from './declarations/tabs.ts';
export type {
  ResourceSlots,
  SaveConfirmDeclaration,
  SettingsDeclaration,
  SettingsPart,
  ViewName,
  ViewOptions,
} from './declarations/views.ts';
export type { OperationDeclaration } from './operation/types.ts';

export type Area = 'app' | 'store' | 'management' | 'account';

export type { DateRule } from '../contract/dateRules.ts';

export interface Endpoints {
  list?: EndpointPath;
  get?: EndpointPath;
  create?: EndpointPath;
  update?: EndpointPath;
  delete?: EndpointPath;
  toggle?: {
    method: HttpMethod;
    path: EndpointPath;
    /**
     * Also "Switch on" / "Switch off" on the rows selected in the list, row by row (docs/lists.md,
     * "Bulk actions").
     * @example
     * toggle: { method: 'PUT', path: 'bank/{id}/toggle_active', bulk: true },
     */
    bulk?: boolean;
  };
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

/**
 * A whole declaration: the screen's place and permission, its record (id, fields, calls, mock table,
 * labels) and its views' options (ViewOptions: filters, actions, tabs, routes, exports…).
 */
export interface ResourceDeclaration<S extends string = string> extends ViewOptions<S> {
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
  /**
   * The record's calls, relative to the service's base URL (`{id}` is the record's id, `{storeId}` a
   * parent's). Declare only the calls the screen makes; `toggle` switches the record's `active` field.
   * @example
   * endpoints: {
   *   list: 'merchant/{storeId}/branch',
   *   get: 'branch/{id}',
   *   create: 'merchant/{storeId}/branch',
   *   update: 'branch/{id}',
   *   toggle: { method: 'PUT', path: 'branch/{id}/toggle_active' },
   * },
   */
  endpoints: Endpoints;
  /**
   * The record's fields, in display order (hover a field's `type` for each kind).
   * @example
   * fields: [
   *   { source: 'storeId', type: 'text', form: false },
   *   { source: 'storeName', type: 'text', required: true, maxLength: 200 },
   *   { source: 'status', type: 'status', vocabulary: 'storeDetail' },
   *   { source: 'isActive', type: 'active', form: false },
   * ],
   */
  fields: FieldDeclaration<S>[];
  /** Field shown as the record's title. */
  recordTitle: S;
  /**
   * Where the mock backend keeps the records, and how its generic handlers search and filter them.
   * @example
   * mock: { table: 'merchants', searchFields: ['storeId', 'storeName', 'tel'], dateField: 'date' },
   */
  mock: MockDeclaration;
  /**
   * The list's work queues, shown as cards with their counts on the start page
   * (src/schema/declarations/queues.ts; docs/adding-a-resource.md, "Cases the generator already
   * knows"). Written in the entity's head, so the start page knows them before the declaration loads.
   * @example
   * queues: [{ key: 'toApprove', label: { th: 'คำขอรออนุมัติ', en: 'Requests to approve' }, filter: { status: 'waiting approve' } }],
   */
  queues?: readonly QueueDeclaration[];
  /**
   * Thai and English labels; a missing field label is a type error.
   * @example
   * i18n: {
   *   th: { name: 'ข้อมูลร้านค้า', fields: { storeId: 'รหัสร้านค้า', storeName: 'ชื่อร้านค้า' } },
   *   en: { name: 'Store Data', fields: { storeId: 'Store ID', storeName: 'Store name' } },
   * },
   */
  i18n: { th: ResourceLabels<S>; en: ResourceLabels<S> };
}

/** The declared resource plus what is derived from it. */
export interface ResourceDefinition<S extends string = string> extends ResourceDeclaration<S> {
  /** react-admin resource name, and the route without its leading slash. */
  name: string;
  /**
   * A child of a child: the `parent` of each of its ancestors that is itself a child, outermost first
   * (item prices: the biller's `{ resource: 'store/store-detail', param: 'storeId', segment: 'biller' }`).
   * Set by the registry from the heads' `children` (`withChildren`), never declared.
   */
  ancestors?: readonly ParentLink[];
  /**
   * How its list call takes the date range: the service's rule for that call
   * (src/contract/dateRules.ts), set when the declaration is put together, never declared.
   */
  dateRule?: DateRule;
}

export function defineResource<const S extends string>(
  declaration: ResourceDeclaration<S>,
): ResourceDefinition<S> {
  return {
    ...declaration,
    name: `${declaration.area}/${declaration.path}`,
    dateRule: dateRuleOf(declaration.service, declaration.endpoints.list),
  };
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
