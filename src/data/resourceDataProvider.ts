/**
 * One react-admin data provider for every declared resource: each call is routed by the resource
 * name to its declaration, which gives the service, the endpoint paths, the id field and the date rule.
 */
import { format } from 'date-fns';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type {
  EndpointPath,
  FieldDeclaration,
  ResourceActionDeclaration,
  ResourceDefinition,
  SettingsPart,
} from '../schema/types.ts';
import { newIdempotencyKey, type HttpClient } from './http.ts';
import {
  collectAllPages,
  fromEnvelope,
  toFilterQuery,
  toListQuery,
  toSortQuery,
  withRecordId,
} from './paging.ts';
import { isRecord } from '../contract/isRecord.ts';

/** docs/architecture.md, "Constants": the QR transaction export may take five minutes; no server export is given less. */
export const SERVER_EXPORT_TIMEOUT_MS = 300_000;
export const EXPORT_PAGE_SIZE = 500;

export interface ToggleActiveParams {
  id: Identifier;
  previousData?: RaRecord;
}

export interface ToggleItemParams {
  id: Identifier;
  /** Key of the sub-record (the embedded list's `itemKey` value), substituted as `{item}`. */
  item: string | number;
  /** Source of the embedded list field that declares the toggle. */
  source: string;
}

export interface RunActionParams {
  action: ResourceActionDeclaration;
  id?: Identifier;
  ids?: Identifier[];
  data?: Record<string, unknown>;
  /** Reuse the same key when the user retries, so the server applies a money move once. */
  idempotencyKey?: string;
}

export interface DownloadParams {
  filter?: Record<string, unknown>;
  sort?: GetListParams['sort'];
  signal?: AbortSignal;
  now?: Date;
}

export interface DownloadResult {
  blob: Blob;
  fileName: string;
}

export interface FetchAllPagesParams {
  filter?: Record<string, unknown>;
  sort?: GetListParams['sort'];
  pageSize?: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export interface LookupParams {
  /** A path of the resource's service; `{value}` (and `{id}`) are filled from `values`. */
  path: EndpointPath;
  values?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** The one record of a settings page (SettingsDeclaration) is read and saved under this id. */
export const SETTINGS_RECORD_ID = 'current';

export interface PaymentAdminMethods {
  /** A GET on the resource's own service that is not one of its records (menu list, e-mail check). */
  lookup(resource: string, params: LookupParams): Promise<unknown>;
  toggleActive(resource: string, params: ToggleActiveParams): Promise<{ data: RaRecord }>;
  toggleItem(resource: string, params: ToggleItemParams): Promise<{ data: unknown }>;
  runAction(resource: string, params: RunActionParams): Promise<{ data: unknown }>;
  download(resource: string, params: DownloadParams): Promise<DownloadResult>;
  fetchAllPages(resource: string, params: FetchAllPagesParams): Promise<RaRecord[]>;
}

export type PaymentAdminDataProvider = DataProvider & PaymentAdminMethods;

export interface DataProviderOptions {
  http: HttpClient;
  resources: readonly ResourceDefinition[];
  getResource?: (name: string) => ResourceDefinition | undefined;
}

/** Form values come back as typed text or numbers: `250.5` and `"250.50"` are the same amount. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const numeric = (v: unknown) =>
    typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? Number(v) : NaN;
  const [x, y] = [numeric(a), numeric(b)];
  return !Number.isNaN(x) && x === y;
}

/** Substitutes `{id}`, `{item}` and `{field}` placeholders; a missing value is a declaration bug. */
export function fillPath(
  template: EndpointPath,
  values: Record<string, unknown>,
  record: Record<string, unknown> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = values[key] ?? record[key];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new Error(`No value for "{${key}}" in endpoint "${template}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/** File name from Content-Disposition, preferring the RFC 5987 UTF-8 form Thai names use. */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : undefined;
}

export function defaultExportFileName(prefix: string, extension: string, now: Date): string {
  return `${prefix}${format(now, 'yyyyMMdd_HHmmss')}.${extension}`;
}

function withoutSyntheticId(data: Record<string, unknown>, def: ResourceDefinition): Record<string, unknown> {
  // react-admin's `id` is derived from idField; the backend never sent it and need not get it back.
  if (def.idField === 'id') return data;
  const { id: _id, ...rest } = data;
  return rest;
}

function mergeRecord(def: ResourceDefinition, fallback: Record<string, unknown>, answer: unknown): RaRecord {
  const merged = isRecord(answer) ? { ...fallback, ...answer } : fallback;
  const id = merged[def.idField] ?? fallback.id;
  return { ...merged, id: typeof id === 'string' || typeof id === 'number' ? id : '' };
}

function embeddedToggle(def: ResourceDefinition, source: string) {
  const field = def.fields.find(
    (candidate): candidate is Extract<FieldDeclaration, { type: 'embeddedList' }> =>
      candidate.source === source && candidate.type === 'embeddedList',
  );
  if (!field?.toggle) throw new Error(`Resource "${def.name}" declares no toggle on "${source}"`);
  return field.toggle;
}

export function createDataProvider({
  http,
  resources,
  getResource,
}: DataProviderOptions): PaymentAdminDataProvider {
  const lookup = getResource ?? ((name: string) => resources.find((candidate) => candidate.name === name));

  function resourceOf(name: string): ResourceDefinition {
    const def = lookup(name);
    if (!def) throw new Error(`Unknown resource "${name}": it is not declared in resources/index.ts`);
    return def;
  }

  function endpoint(def: ResourceDefinition, kind: 'list' | 'get' | 'create' | 'update' | 'delete') {
    const path = def.endpoints[kind];
    if (!path) throw new Error(`Resource "${def.name}" declares no ${kind} endpoint`);
    return path;
  }

  async function getList(resource: string, params: GetListParams) {
    const def = resourceOf(resource);
    const envelope = await http.request(def.service, endpoint(def, 'list'), {
      query: toListQuery(params, def),
      signal: params.signal,
    });
    return fromEnvelope(envelope, def);
  }

  async function getSettings(def: ResourceDefinition, parts: SettingsPart[], signal?: AbortSignal) {
    const answers = await Promise.all(parts.map((part) => http.request(def.service, part.get, { signal })));
    const record: Record<string, unknown> = {};
    for (const answer of answers) if (isRecord(answer)) Object.assign(record, answer);
    return { data: { ...record, id: SETTINGS_RECORD_ID } };
  }

  /** Each part whose fields changed gets its own PUT, in declaration order; unchanged parts are not sent. */
  async function updateSettings(def: ResourceDefinition, parts: SettingsPart[], params: UpdateParams) {
    const before: Record<string, unknown> = params.previousData ?? {};
    const after: Record<string, unknown> = { ...before, ...params.data };
    for (const part of parts) {
      const changed = part.fields.some((field) => !sameValue(before[field], after[field]));
      if (!changed) continue;
      const body = Object.fromEntries(part.fields.map((field) => [field, after[field]]));
      const answer = await http.request(def.service, part.update, { method: 'PUT', body });
      if (isRecord(answer)) Object.assign(after, answer);
    }
    return { data: { ...after, id: SETTINGS_RECORD_ID } };
  }

  async function getOne(resource: string, params: GetOneParams) {
    const def = resourceOf(resource);
    if (def.settings) return getSettings(def, def.settings.parts, params.signal);
    const answer = await http.request(def.service, fillPath(endpoint(def, 'get'), { id: params.id }), {
      signal: params.signal,
    });
    const record =
      isRecord(answer) && answer[def.idField] === undefined
        ? { ...answer, [def.idField]: params.id }
        : answer;
    return { data: withRecordId(record, def.idField) };
  }

  async function update(resource: string, params: UpdateParams) {
    const def = resourceOf(resource);
    if (def.settings) return updateSettings(def, def.settings.parts, params);
    const answer = await http.request(
      def.service,
      fillPath(endpoint(def, 'update'), { id: params.id }, params.previousData),
      {
        method: 'PUT',
        body: withoutSyntheticId(params.data, def),
      },
    );
    return { data: mergeRecord(def, { ...params.previousData, ...params.data, id: params.id }, answer) };
  }

  async function deleteOne(resource: string, params: DeleteParams) {
    const def = resourceOf(resource);
    await http.request(
      def.service,
      fillPath(endpoint(def, 'delete'), { id: params.id }, params.previousData),
      {
        method: 'DELETE',
      },
    );
    return { data: params.previousData ?? { id: params.id } };
  }

  async function fetchAllPages(resource: string, params: FetchAllPagesParams) {
    const perPage = params.pageSize ?? EXPORT_PAGE_SIZE;
    return collectAllPages(
      (page, signal) =>
        getList(resource, {
          pagination: { page, perPage },
          sort: params.sort,
          filter: params.filter ?? {},
          signal,
        }),
      { signal: params.signal, onProgress: params.onProgress },
    );
  }

  async function runOneAction(
    def: ResourceDefinition,
    params: RunActionParams,
    id: Identifier | undefined,
    key?: string,
  ) {
    const path = fillPath(params.action.path, id === undefined ? {} : { id }, params.data);
    return http.request(def.service, path, {
      method: params.action.method,
      body:
        params.action.method === 'GET' || params.action.method === 'DELETE' ? undefined : (params.data ?? {}),
      idempotencyKey: key,
    });
  }

  async function getMany(resource: string, params: GetManyParams) {
    const answers = await Promise.all(
      params.ids.map((id) => getOne(resource, { id, signal: params.signal })),
    );
    return { data: answers.map((answer) => answer.data) };
  }

  async function create(resource: string, params: CreateParams) {
    const def = resourceOf(resource);
    const data: Record<string, unknown> = { ...params.data };
    const answer = await http.request(def.service, endpoint(def, 'create'), {
      method: 'POST',
      body: withoutSyntheticId(data, def),
    });
    // The create already happened: a thin answer must not be reported as a failure and retried.
    return { data: mergeRecord(def, data, answer) };
  }

  // react-admin's record type parameter is the caller's claim about the answer; the casts pass it on.
  return {
    supportAbortSignal: true,
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const page = await getList(resource, params);
      return { ...page, data: page.data as R[] };
    },
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => ({
      data: (await getOne(resource, params)).data as R,
    }),
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => ({
      data: (await getMany(resource, params)).data as R[],
    }),
    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
      const page = await getList(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
      return { ...page, data: page.data as R[] };
    },
    create: async <T extends Omit<RaRecord, 'id'>, R extends RaRecord = T & { id: Identifier }>(
      resource: string,
      params: CreateParams<T>,
    ) => ({ data: (await create(resource, params)).data as R }),
    update: async <R extends RaRecord>(resource: string, params: UpdateParams<R>) => ({
      data: (await update(resource, params)).data as R,
    }),
    async updateMany(resource: string, params: UpdateManyParams) {
      const answers = await Promise.all(
        params.ids.map((id) => update(resource, { id, data: params.data, previousData: { id } })),
      );
      return { data: answers.map((answer) => answer.data.id) };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => ({
      data: (await deleteOne(resource, params)).data as R,
    }),
    async deleteMany(resource: string, params: DeleteManyParams) {
      await Promise.all(params.ids.map((id) => deleteOne(resource, { id })));
      return { data: params.ids };
    },

    async toggleActive(resource, { id, previousData }) {
      const def = resourceOf(resource);
      const toggle = def.endpoints.toggle;
      if (!toggle) throw new Error(`Resource "${def.name}" declares no toggle endpoint`);
      const answer = await http.request(def.service, fillPath(toggle.path, { id }, previousData), {
        method: toggle.method,
      });
      const before: Record<string, unknown> = { ...previousData, id };
      const flipped =
        typeof before.isActive === 'boolean' ? { ...before, isActive: !before.isActive } : before;
      return { data: mergeRecord(def, flipped, answer) };
    },

    async toggleItem(resource, { id, item, source }) {
      const def = resourceOf(resource);
      const toggle = embeddedToggle(def, source);
      const data = await http.request(def.service, fillPath(toggle.path, { id, item }), {
        method: toggle.method,
      });
      return { data };
    },

    async runAction(resource, params) {
      const def = resourceOf(resource);
      const baseKey = params.action.money
        ? (params.idempotencyKey ?? newIdempotencyKey())
        : params.idempotencyKey;
      const perRecord = params.ids !== undefined && params.action.path.includes('{id}');
      if (!perRecord) {
        const data =
          params.ids !== undefined && params.id === undefined
            ? await runOneAction(
                def,
                { ...params, data: { ...params.data, ids: params.ids } },
                undefined,
                baseKey,
              )
            : await runOneAction(def, params, params.id, baseKey);
        return { data };
      }
      // One call per record; each gets its own key derived from the batch key, stable across retries.
      const data = await Promise.all(
        (params.ids ?? []).map((id) =>
          runOneAction(def, params, id, baseKey ? `${baseKey}:${id}` : undefined),
        ),
      );
      return { data };
    },

    async download(resource, { filter, sort, signal, now = new Date() }) {
      const def = resourceOf(resource);
      const exportDeclaration = def.export;
      if (exportDeclaration?.mode !== 'server') {
        throw new Error(`Resource "${def.name}" declares no server export`);
      }
      const response = await http.requestWithMeta<Blob>(def.service, exportDeclaration.path, {
        query: { ...toFilterQuery(filter ?? {}, def), ...toSortQuery(sort, def) },
        responseType: 'blob',
        signal,
        timeoutMs: exportDeclaration.timeoutMs ?? SERVER_EXPORT_TIMEOUT_MS,
      });
      const fileName =
        fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ??
        defaultExportFileName(exportDeclaration.fileNamePrefix, exportDeclaration.extension, now);
      return { blob: response.data, fileName };
    },

    fetchAllPages,

    async lookup(resource, { path, values = {}, signal }) {
      const def = resourceOf(resource);
      return http.request(def.service, fillPath(path, values), { signal });
    },
  };
}
