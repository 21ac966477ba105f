/**
 * Every call the console makes, read from the declarations and the master-list catalogue: a record's
 * calls (`endpoints`), the sub-records' toggles and key reveals, declared actions, tabs' and settings
 * pages' reads and saves, operation pages' calls (a declared route's included), server exports, the
 * fields' own calls (an e-mail's uniqueness check, a role's menu list), the master lists, the calls of
 * hand-written pages (scripts/contract/pageCalls.ts) and the calls of no declaration (profile, session
 * time-out, upload). scripts/contract/openapi.ts makes the document of them.
 */
import type { FieldDeclaration, HttpMethod, ResourceDefinition } from '../../src/schema/index.ts';
import type { ServiceName } from '../../src/contract/services.ts';
import type { PageCallLike } from './pageCalls.ts';

export type CallKind =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'delete'
  | 'toggle'
  | 'itemToggle'
  | 'secret'
  | 'action'
  | 'partLoad'
  | 'partSave'
  | 'settingsGet'
  | 'settingsSave'
  | 'operation'
  | 'check'
  | 'menuList'
  | 'page'
  | 'export'
  | 'master'
  | 'profile'
  | 'session'
  | 'upload';

export interface Call {
  service: ServiceName;
  method: HttpMethod;
  /** Relative to the service's base URL, with `{name}` parameters. */
  path: string;
  kind: CallKind;
  /** The declarations that make it (none for the master lists and the session calls). */
  resources: string[];
  def?: ResourceDefinition;
  /** Auth: `bearer` (a signed-in user), `apiKey` (the service's key alone). */
  auth: 'bearer' | 'apiKey';
  /** An action on several records at once: sent without If-Match. */
  batch?: boolean;
  /** Fields of a settings part or a secret reveal. */
  fields?: readonly string[];
  /** A hand-written page's call: its description (query, body, answer). */
  page?: PageCallLike;
}

export interface MasterListSourceLike {
  service: string;
  path: string;
  auth: 'apiKey' | 'bearer';
}

/** `{id}` is the record's id field; a master list's `{parent}` the list it depends on. */
function normalise(path: string, idField: string): string {
  return path.replace(/^\/+/, '').replaceAll('{id}', `{${idField}}`);
}

/** Objects of a declaration that are calls: `{ method, path, service? }` (actions, operation steps). */
function* methodPathObjects(
  value: unknown,
  depth = 0,
): Generator<{ method: HttpMethod; path: string; service?: ServiceName }> {
  if (depth > 6 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* methodPathObjects(item, depth + 1);
    return;
  }
  const obj = value as Record<string, unknown>;
  if (
    typeof obj.method === 'string' &&
    typeof obj.path === 'string' &&
    /^(GET|POST|PUT|PATCH|DELETE)$/.test(obj.method)
  ) {
    yield obj as { method: HttpMethod; path: string; service?: ServiceName };
    return;
  }
  for (const [key, child] of Object.entries(obj)) {
    if (key === 'fields' || key === 'i18n' || key === 'endpoints' || key === 'mock') continue;
    yield* methodPathObjects(child, depth + 1);
  }
}

function embeddedLists(
  fields: readonly FieldDeclaration[],
): Extract<FieldDeclaration, { type: 'embeddedList' }>[] {
  return fields.filter(
    (f): f is Extract<FieldDeclaration, { type: 'embeddedList' }> => f.type === 'embeddedList',
  );
}

/** The calls one declaration makes. */
export function declarationCalls(def: ResourceDefinition): Call[] {
  const calls: Call[] = [];
  const add = (kind: CallKind, method: HttpMethod, path: string, extra: Partial<Call> = {}) =>
    calls.push({
      service: def.service,
      method,
      path: normalise(path, def.idField),
      kind,
      resources: [def.name],
      def,
      auth: 'bearer',
      ...extra,
    });
  const e = def.endpoints;
  if (e.list) add('list', 'GET', e.list);
  if (e.get) add('get', 'GET', e.get);
  if (e.create) add('create', 'POST', e.create);
  if (e.update) add('update', 'PUT', e.update);
  if (e.delete) add('delete', 'DELETE', e.delete);
  if (e.toggle) add('toggle', e.toggle.method, e.toggle.path);
  for (const list of embeddedLists(def.fields)) {
    if (list.toggle)
      add(
        'itemToggle',
        list.toggle.method,
        list.toggle.path.replace('{item}', `{${list.itemKey ?? 'item'}}`),
      );
    if (list.secrets)
      add('secret', 'GET', list.secrets.path.replace('{item}', `{${list.itemKey ?? 'item'}}`), {
        fields: list.secrets.fields,
      });
  }
  for (const part of def.settings?.parts ?? []) {
    add('settingsGet', 'GET', part.get, { fields: part.fields });
    add('settingsSave', 'PUT', part.update, { fields: part.fields });
  }
  for (const tab of def.tabs ?? []) {
    if (tab.load) add('partLoad', 'GET', tab.load.path, { service: tab.load.service ?? def.service });
    if (tab.save)
      add('partSave', tab.save.method, tab.save.path.replace('{value}', `{${tab.save.value ?? 'value'}}`));
  }
  for (const exp of [...(def.export ? [def.export] : []), ...(def.exports ?? [])]) {
    if (exp.mode === 'server') add('export', exp.method ?? 'GET', exp.path);
  }
  for (const action of def.actions ?? []) {
    add('action', action.method, action.path, {
      service: action.service ?? def.service,
      batch: action.scope === 'bulk',
    });
  }
  const operations: unknown[] = [def.operation];
  for (const route of def.routes ?? []) {
    if ('operation' in route) operations.push(route.operation);
    // A form of one part at its own route saves as a tab's form does.
    if ('save' in route && route.save)
      add(
        'partSave',
        route.save.method,
        route.save.path.replace('{value}', `{${route.save.value ?? 'value'}}`),
      );
  }
  for (const operation of operations) {
    for (const call of methodPathObjects(operation)) {
      add('operation', call.method, call.path, { service: call.service ?? def.service });
    }
  }
  for (const field of def.fields) {
    // The form asks whether an address is taken; the role's form reads the menus it may grant.
    if (field.type === 'email' && field.unique)
      add('check', 'GET', field.unique.path.replace('{value}', `{${field.source}}`));
    if (field.type === 'permissionMatrix') add('menuList', 'GET', field.menuList);
  }
  return calls;
}

/** The master lists that are fetched (a fixed list is not). */
export function masterCalls(lists: Readonly<Record<string, MasterListSourceLike>>): Call[] {
  return Object.entries(lists).map(([name, list]) => ({
    service: list.service as ServiceName,
    method: 'GET' as const,
    path: list.path.replace('{parent}', `{${name}Parent}`),
    kind: 'master' as const,
    resources: [`master list ${name}`],
    auth: list.auth,
  }));
}

/** A hand-written page's call, named by the declaration whose screen makes it. */
export function pageCall(call: PageCallLike, resources: readonly ResourceDefinition[]): Call {
  const def = resources.find((r) => r.name === call.resource);
  return {
    service: call.service,
    method: call.method,
    path: normalise(call.path, def?.idField ?? 'id'),
    kind: 'page',
    resources: [call.resource],
    auth: 'bearer',
    page: call,
  };
}

/** Calls of no declaration (docs/api-contract.md, "Session calls", "upload"). */
export const SESSION_CALLS: Call[] = [
  {
    service: 'user',
    method: 'GET',
    path: '{userId}',
    kind: 'profile',
    resources: ['profile'],
    auth: 'bearer',
  },
  {
    service: 'user',
    method: 'GET',
    path: 'api/v1/user-config/user-config/get-session-timeout',
    kind: 'session',
    resources: ['session time-out'],
    auth: 'bearer',
  },
  {
    service: 'upload',
    method: 'POST',
    path: 'upload',
    kind: 'upload',
    resources: ['upload'],
    auth: 'bearer',
  },
];

/** A path's shape, whatever its parameters are called: two calls of one shape are one operation. */
export const shapeOf = (call: Pick<Call, 'service' | 'method' | 'path'>) =>
  `${call.service} ${call.method} ${call.path.replace(/\{[^}]+\}/g, '{}')}`;

/**
 * Every call, each once: the first declaration to make it describes it, the others are named beside.
 * A path of one shape keeps the parameter names it was first given, whatever the method.
 */
export function allCalls(
  resources: readonly ResourceDefinition[],
  lists: Readonly<Record<string, MasterListSourceLike>>,
  pages: readonly PageCallLike[] = [],
): Call[] {
  const byShape = new Map<string, Call>();
  const pathOfShape = new Map<string, string>();
  for (const call of [
    ...resources.flatMap(declarationCalls),
    ...masterCalls(lists),
    ...SESSION_CALLS,
    ...pages.map((page) => pageCall(page, resources)),
  ]) {
    const pathShape = `${call.service} ${call.path.replace(/\{[^}]+\}/g, '{}')}`;
    const path = pathOfShape.get(pathShape) ?? call.path;
    pathOfShape.set(pathShape, path);
    const key = shapeOf(call);
    const known = byShape.get(key);
    if (known) {
      for (const name of call.resources) if (!known.resources.includes(name)) known.resources.push(name);
      continue;
    }
    byShape.set(key, { ...call, path, resources: [...call.resources] });
  }
  return [...byShape.values()];
}
