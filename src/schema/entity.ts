/**
 * An entity as the registry holds it: its **head**, the little the shell and the boot need before
 * anything else (name, permission, menu, parent, record title, its list's first call), written next to
 * its declaration, and `load` for the rest (fields, filters, endpoints, labels, screens), which is
 * code-split by the bundler. The two halves never import each other: `assemble` puts them together
 * when the declaration has loaded (src/schema/lazyRegistry.ts), so nothing is generated and nothing is
 * written twice (docs/adding-a-resource.md).
 */
import { dateRuleOf } from '../contract/dateRules.ts';
import type { ServiceName } from '../contract/services.ts';
import type { ParentDeclaration, ParentLink } from './declarations/children.ts';
import type { QueueDeclaration } from './declarations/queues.ts';
import type {
  EndpointPath,
  Endpoints,
  MenuDeclaration,
  ResourceDeclaration,
  ResourceDefinition,
  ResourceLabels,
  TabDeclaration,
  ViewName,
} from './types.ts';

/** A generated list's first call: what the boot sends before the console's code is there. */
export interface ListHead {
  /** The list endpoint (relative to the service's base URL). */
  endpoint: EndpointPath;
  /** The list's default order. */
  sort: { field: string; order: 'ASC' | 'DESC' };
}

/** A screen's own messages (outside `resources.<name>`), loaded with its declaration. */
export type ScreenMessages = Readonly<Record<string, unknown>>;
export type ScreenMessagesLoader = Readonly<Record<'th' | 'en', () => Promise<ScreenMessages>>>;

export interface EntityHead {
  /** The react-admin resource name, and the route, is `<area>/<path>`. */
  area: ResourceDeclaration['area'];
  path: string;
  /** The key of the menu whose rights guard the screen. */
  permission: string;
  /** The menu this screen is; absent for a screen reached from a menu's screen. */
  menu?: MenuDeclaration;
  /**
   * A screen without a menu: its name in each language (a menu is named by its menu names).
   * @example
   * names: { th: 'บัญชีธนาคาร', en: 'Bank accounts' },
   */
  names?: { th: string; en: string };
  /**
   * Records of a parent record: the child's pages sit under the parent's view page, and its endpoints
   * name the parent id (`merchant/{storeId}/bank_account`).
   * @example
   * parent: { resource: 'store/store-detail', param: 'storeId', segment: 'bank-account' },
   */
  parent?: ParentDeclaration;
  /** Field shown as a record's title. */
  recordTitle?: string;
  /** The service its calls go to. */
  service?: ServiceName;
  /**
   * Its list route: the generated list's first call, or `true` for a page of its own at that route
   * (a settings page, an operation page, a list slot). Absent: no list route.
   * @example
   * list: { endpoint: 'mdr', sort: { field: 'storeId', order: 'ASC' } },
   * @example
   * list: true, // the QR code settings page
   */
  list?: ListHead | true;
  /**
   * Messages of the screen's own pages, beside its files (`messages/th.ts`, `messages/en.ts`).
   * @example
   * messages: {
   *   th: () => import('./messages/th.ts').then((m) => m.th),
   *   en: () => import('./messages/en.ts').then((m) => m.en),
   * },
   */
  messages?: ScreenMessagesLoader;
  /**
   * Its list's work queues (src/schema/declarations/queues.ts): the start page counts each from the
   * list call with the queue's filter, without loading the declaration first.
   * @example
   * queues: [{ key: 'toApprove', label: { th: 'คำขอรออนุมัติ', en: 'Requests to approve' }, filter: { status: 'waiting approve' } }],
   */
  queues?: readonly QueueDeclaration[];
  /**
   * Its child resources' heads (each in a folder inside this one): they are registered with it, and a
   * tabbed parent gets a tab for each child no tab lists.
   * @example
   * children: [branch, biller, bankAccount],
   */
  children?: readonly EntityDefinition[];
}

/** What a declaration module exports by default: everything of the entity that is not in its head. */
export type DeclarationBody<S extends string = string> = Omit<
  ResourceDeclaration<S>,
  'area' | 'path' | 'permission' | 'menu' | 'parent' | 'recordTitle' | 'service' | 'views' | 'i18n' | 'queues'
> & {
  /**
   * Generated views besides the list (the head's `list` gives the list route).
   * @example
   * views: ['show', 'edit', 'create'],
   */
  views?: Exclude<ViewName, 'list'>[];
  /**
   * Thai and English labels (the name comes from the head); a missing field label is a type error.
   * `messages` are further keys under `resources.<name>.messages`.
   * @example
   * i18n: {
   *   th: {
   *     fields: { accountId: 'รหัสบัญชี', bankCode: 'ธนาคาร' },
   *     messages: { makeMain: 'ตั้งเป็นบัญชีหลัก' },
   *   },
   *   en: { fields: { accountId: 'Account ID', bankCode: 'Bank' }, messages: { makeMain: 'Make main' } },
   * },
   */
  i18n: { th: Omit<ResourceLabels<S>, 'name'>; en: Omit<ResourceLabels<S>, 'name'> };
};

export type DeclarationLoader = () => Promise<{ default: DeclarationBody }>;

/** A registry entry: the head, its name, and how its declaration loads (none: a menu still to build). */
export interface EntityDefinition extends EntityHead {
  name: string;
  load?: DeclarationLoader;
  /** A child of a child: its ancestors' own `parent`s, outermost first (`ancestorsOf`, set by the registry). */
  ancestors?: readonly ParentLink[];
}

/**
 * An entity's head: what the shell needs before its declaration loads (route, permission, menu, record
 * title, the list's first call), and `load` for the rest. An app writes heads with its own typed
 * wrapper (resources/catalog/define.ts), in `resources/<area>/<entity>/index.ts`.
 * @example
 * export const storeDetail = defineEntity({
 *   area: 'store',
 *   path: 'store-detail',
 *   permission: 'merchantDetail',
 *   menu: { group: 'stores', order: 2, nameTh: 'ข้อมูลร้านค้า', nameEn: 'Store Data', icon: 'store' },
 *   recordTitle: 'storeName',
 *   service: 'merchant',
 *   list: { endpoint: 'merchant', sort: { field: 'storeId', order: 'ASC' } },
 *   children: [branch, biller, bankAccount],
 *   load: () => import('./declaration.ts'),
 * });
 */
export function defineEntity(head: EntityHead & { load?: DeclarationLoader }): EntityDefinition {
  return { ...head, name: `${head.area}/${head.path}` };
}

/**
 * Types a declaration module's body (its field sources type the labels and the field lists): the
 * default export of `declaration.ts` beside the entity's head, loaded when the screen is first opened.
 * @example
 * export default declare({
 *   idField: 'accountId',
 *   endpoints: { list: 'merchant/{storeId}/bank_account', get: 'bank_account/{id}' },
 *   fields: [
 *     { source: 'accountId', type: 'text', form: false },
 *     { source: 'bankCode', type: 'master', list: 'bank', required: true },
 *     { source: 'bankAccountNo', type: 'bankAccount', bankSource: 'bankCode', required: true },
 *   ],
 *   views: ['show', 'edit', 'create'],
 *   mock: { table: 'bankAccounts' },
 *   i18n: {
 *     th: { fields: { accountId: 'รหัสบัญชี', bankCode: 'ธนาคาร', bankAccountNo: 'เลขที่บัญชี' } },
 *     en: { fields: { accountId: 'Account ID', bankCode: 'Bank', bankAccountNo: 'Account number' } },
 *   },
 * });
 */
export function declare<const S extends string>(body: DeclarationBody<S>): DeclarationBody<S> {
  return body;
}

/**
 * The registry's entries: every entity, each followed by its child resources (and theirs, at any
 * depth). A child must name the head whose `children` hold it as its `parent`.
 */
export function withChildren(entities: readonly EntityDefinition[]): readonly EntityDefinition[] {
  return entities.flatMap((entity) => {
    for (const child of entity.children ?? []) {
      if (child.parent?.resource !== entity.name)
        throw new Error(
          `${child.area}/${child.path} is in the children of ${entity.name}, but its head's parent names ` +
            `${child.parent ? child.parent.resource : 'none'}: set its parent.resource to '${entity.name}'`,
        );
    }
    return [entity, ...withChildren(entity.children ?? [])];
  });
}

/**
 * A child of a child's ancestors (`ResourceDefinition.ancestors`): the `parent` of each ancestor that
 * is itself a child, outermost first, found through the registry's heads by their names. Empty for a
 * top-level resource or a child of one.
 */
export function ancestorsOf(
  entity: Pick<EntityDefinition, 'parent'>,
  byName: (name: string) => Pick<EntityDefinition, 'parent' | 'path'> | undefined,
): ParentLink[] {
  const links: ParentLink[] = [];
  const seen = new Set<string>();
  let above = entity.parent ? byName(entity.parent.resource) : undefined;
  while (above?.parent && !seen.has(above.parent.resource)) {
    seen.add(above.parent.resource);
    const { resource, param, segment } = above.parent;
    links.unshift({ resource, param, segment: segment ?? above.path });
    above = byName(resource);
  }
  return links;
}

/** The entity's whole declaration: its head and its loaded body together. */
export function assemble(entity: EntityDefinition, body: DeclarationBody): ResourceDefinition {
  const { load: _load, names, list, messages: _messages, children: _children, ...head } = entity;
  if (!head.service) throw new Error(`${entity.name}: a declared screen names its service`);
  if (!head.recordTitle) throw new Error(`${entity.name}: a declared screen names its record title`);
  const nameTh = head.menu?.nameTh ?? names?.th;
  const nameEn = head.menu?.nameEn ?? names?.en;
  if (!nameTh || !nameEn) throw new Error(`${entity.name}: a screen without a menu has names`);
  const first = typeof list === 'object' ? list : undefined;
  const endpoints: Endpoints = first ? { list: first.endpoint, ...body.endpoints } : body.endpoints;
  return {
    ...body,
    ...(body.tabs ? { tabs: [...body.tabs, ...childTabs(entity, body.tabs)] } : {}),
    ...head,
    service: head.service,
    recordTitle: head.recordTitle,
    views: list ? ['list', ...(body.views ?? [])] : [...(body.views ?? [])],
    endpoints,
    // The service's rule for the list call (src/contract/dateRules.ts): no declaration states it.
    dateRule: dateRuleOf(head.service, endpoints.list),
    sort: first?.sort ?? body.sort,
    i18n: { th: { ...body.i18n.th, name: nameTh }, en: { ...body.i18n.en, name: nameEn } },
  };
}

/**
 * A tab for each child resource that no declared tab lists, after the declared ones: a child is added
 * to a tabbed parent by its head alone (its name labels the tab, its segment names it in the URL).
 */
function childTabs(entity: EntityDefinition, tabs: readonly TabDeclaration[]): TabDeclaration[] {
  const listed = new Set(tabs.flatMap((tab) => tab.children ?? []));
  return (entity.children ?? [])
    .filter((child) => !listed.has(child.name))
    .map((child) => ({
      name: child.parent?.segment ?? child.path,
      label: `resources.${child.name}.name`,
      fields: [],
      children: [child.name],
    }));
}

/** The entity of a whole declaration (tests, and a registry whose declarations are all at hand). */
export function entityOf(def: ResourceDefinition): EntityDefinition {
  const first =
    def.views.includes('list') && !def.parent && !def.settings && !def.operation && !def.slots?.list
      ? def.sort && def.endpoints.list
        ? { endpoint: def.endpoints.list, sort: def.sort }
        : true
      : def.views.includes('list') && !def.parent
        ? true
        : undefined;
  return {
    name: def.name,
    area: def.area,
    path: def.path,
    permission: def.permission,
    ...(def.menu ? { menu: def.menu } : { names: { th: def.i18n.th.name, en: def.i18n.en.name } }),
    ...(def.parent ? { parent: def.parent } : {}),
    ...(def.ancestors?.length ? { ancestors: def.ancestors } : {}),
    recordTitle: def.recordTitle,
    service: def.service,
    ...(first ? { list: first } : {}),
    ...(def.queues ? { queues: def.queues } : {}),
  };
}
