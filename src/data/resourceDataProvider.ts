/**
 * One react-admin data provider for every declared resource: each call is routed by the resource
 * name to its declaration, which gives the service, the endpoint paths, the id field and the date rule.
 * The work is split by concern under `provider/`: records (CRUD), settings, parts, downloads, actions.
 * Saving parts, downloads and declared actions load with their first call (docs/performance.md,
 * "Bytes"): a list screen makes none of them.
 */
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
import type { EndpointPath, FieldDeclaration, ResourceDefinition } from '../schema/types.ts';
import type { HttpClient } from './http.ts';
import type { RunActionParams } from './provider/actions.ts';
import { metaValues, type ProviderContext } from './provider/context.ts';
import * as crud from './provider/crud.ts';
import type { DownloadParams, DownloadResult, FetchAllPagesParams } from './provider/downloads.ts';
import type { LoadPartParams } from './provider/parts.ts';
import { ALL_PARTS, requestedPart } from './provider/partRequest.ts';
import { fillPath, isRecord, mergeRecord } from './provider/records.ts';
import { getSettings, updateSettings } from './provider/settings.ts';
import { ifMatchHeaders } from './provider/versions.ts';

export type { RunActionParams } from './provider/actions.ts';
export type { DownloadParams, DownloadResult, FetchAllPagesParams } from './provider/downloads.ts';
export type { LoadPartParams } from './provider/parts.ts';
export { ALL_PARTS } from './provider/partRequest.ts';
export { fillPath } from './provider/records.ts';
export { SETTINGS_RECORD_ID } from './provider/settings.ts';
export {
  alreadyDoneOf,
  conflictOf,
  versionOf,
  writeOnTopOf,
  type AlreadyDone,
  type Conflict,
} from './provider/versions.ts';

export interface ToggleActiveParams {
  id: Identifier;
  previousData?: RaRecord;
  /** A child's parent and ancestor ids, by param, for the toggle path's placeholders (as CRUD calls). */
  meta?: unknown;
  /** The call's Idempotency-Key (a bulk run keeps one per row across its retries). */
  idempotencyKey?: string;
}

export interface ToggleItemParams {
  id: Identifier;
  /** Key of the sub-record (the embedded list's `itemKey` value), substituted as `{item}`. */
  item: string | number;
  /** Source of the embedded list field that declares the toggle. */
  source: string;
  /** The parent record as shown: its version goes as If-Match. */
  previousData?: RaRecord;
  /** A child's parent and ancestor ids, by param, for the toggle path's placeholders. */
  meta?: unknown;
}

export interface LookupParams {
  /** A path of the resource's service; `{value}` (and `{id}`) are filled from `values`. */
  path: EndpointPath;
  values?: Record<string, unknown>;
  signal?: AbortSignal;
}

export interface PaymentAdminMethods {
  /** A GET on the resource's own service that is not one of its records (menu list, e-mail check). */
  lookup(resource: string, params: LookupParams): Promise<unknown>;
  toggleActive(resource: string, params: ToggleActiveParams): Promise<{ data: RaRecord }>;
  toggleItem(resource: string, params: ToggleItemParams): Promise<{ data: unknown }>;
  runAction(resource: string, params: RunActionParams): Promise<{ data: unknown }>;
  download(resource: string, params: DownloadParams): Promise<DownloadResult>;
  fetchAllPages(resource: string, params: FetchAllPagesParams): Promise<RaRecord[]>;
  /** A read-only tab's values from its own call (TabDeclaration `load`). */
  loadPart(resource: string, params: LoadPartParams): Promise<{ data: Record<string, unknown> }>;
}

export type PaymentAdminDataProvider = DataProvider & PaymentAdminMethods;

export interface DataProviderOptions {
  http: HttpClient;
  /** The declarations; or `getResource`, which finds one by name (the console's lazy registry). */
  resources?: readonly ResourceDefinition[];
  getResource?: (name: string) => ResourceDefinition | undefined;
}

/**
 * The record a batch write names, as the list showed it (`meta.previousData`, the selected rows): its
 * version goes as If-Match (docs/api-contract.md, "Versions and conflicts"); `{ id }` when not given.
 */
function shownRecord(meta: unknown, id: Identifier): RaRecord {
  const shown = isRecord(meta) && Array.isArray(meta.previousData) ? (meta.previousData as unknown[]) : [];
  return (
    (shown.find((row): row is RaRecord => isRecord(row) && row.id === id) as RaRecord | undefined) ?? { id }
  );
}

function embeddedToggle(def: ResourceDefinition, source: string) {
  const field = def.fields.find(
    (candidate): candidate is Extract<FieldDeclaration, { type: 'embeddedList' }> =>
      candidate.source === source && candidate.type === 'embeddedList',
  );
  if (!field?.toggle) throw new Error(`Resource "${def.name}" declares no toggle on "${source}"`);
  return field.toggle;
}

const parts = () => import('./provider/parts.ts');
const downloads = () => import('./provider/downloads.ts');
const actions = () => import('./provider/actions.ts');

export function createDataProvider({
  http,
  resources,
  getResource,
}: DataProviderOptions): PaymentAdminDataProvider {
  const lookup = getResource ?? ((name: string) => resources?.find((candidate) => candidate.name === name));
  const ctx: ProviderContext = {
    http,
    resourceOf(name) {
      const def = lookup(name);
      if (!def) throw new Error(`Unknown resource "${name}": it is not declared in resources/index.ts`);
      return def;
    },
  };

  const getList = (resource: string, params: GetListParams) =>
    crud.getList(ctx, ctx.resourceOf(resource), params);

  function getOne(resource: string, params: GetOneParams) {
    const def = ctx.resourceOf(resource);
    if (def.settings) return getSettings(ctx, def, def.settings.parts, params.signal);
    return crud.getOne(ctx, def, params);
  }

  function update(resource: string, params: UpdateParams) {
    const def = ctx.resourceOf(resource);
    if (def.settings) return updateSettings(ctx, def, def.settings.parts, params);
    const part = requestedPart(params);
    if (part === ALL_PARTS) return parts().then((m) => m.saveAllParts(ctx, def, params));
    if (part !== undefined) return parts().then((m) => m.savePart(ctx, def, part, params));
    return crud.update(ctx, def, params);
  }

  const deleteOne = (resource: string, params: DeleteParams) =>
    crud.deleteOne(ctx, ctx.resourceOf(resource), params);

  async function getMany(resource: string, params: GetManyParams) {
    const answers = await Promise.all(
      params.ids.map((id) => getOne(resource, { id, signal: params.signal, meta: params.meta })),
    );
    return { data: answers.map((answer) => answer.data) };
  }

  const create = (resource: string, params: CreateParams) =>
    crud.create(ctx, ctx.resourceOf(resource), params);

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
    /** A child list (ReferenceManyField): the parent id fills the list path's placeholder. */
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
        params.ids.map((id) =>
          update(resource, { id, data: params.data, previousData: shownRecord(params.meta, id) }),
        ),
      );
      return { data: answers.map((answer) => answer.data.id) };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => ({
      data: (await deleteOne(resource, params)).data as R,
    }),
    async deleteMany(resource: string, params: DeleteManyParams) {
      await Promise.all(
        params.ids.map((id) =>
          deleteOne(resource, { id, meta: params.meta, previousData: shownRecord(params.meta, id) }),
        ),
      );
      return { data: params.ids };
    },

    async toggleActive(resource, { id, previousData, meta, idempotencyKey }) {
      const def = ctx.resourceOf(resource);
      const toggle = def.endpoints.toggle;
      if (!toggle) throw new Error(`Resource "${def.name}" declares no toggle endpoint`);
      const answer = await http.request(
        def.service,
        fillPath(toggle.path, { ...metaValues(meta), id }, previousData),
        {
          method: toggle.method,
          headers: ifMatchHeaders(def.name, id, previousData),
          idempotencyKey,
        },
      );
      const before: Record<string, unknown> = { ...previousData, id };
      const flipped =
        typeof before.isActive === 'boolean' ? { ...before, isActive: !before.isActive } : before;
      return { data: mergeRecord(def, flipped, answer) };
    },

    async toggleItem(resource, { id, item, source, previousData, meta }) {
      const def = ctx.resourceOf(resource);
      const toggle = embeddedToggle(def, source);
      const data = await http.request(def.service, fillPath(toggle.path, { ...metaValues(meta), id, item }), {
        method: toggle.method,
        headers: ifMatchHeaders(def.name, id, previousData),
      });
      return { data };
    },

    runAction: (resource, params) =>
      actions().then((m) => m.runAction(ctx, ctx.resourceOf(resource), params)),
    download: (resource, params) =>
      downloads().then((m) => m.download(ctx, ctx.resourceOf(resource), params)),
    fetchAllPages: (resource, params) =>
      downloads().then((m) => m.fetchAllPages((list) => getList(resource, list), params)),
    loadPart: (resource, params) => parts().then((m) => m.loadPart(ctx, ctx.resourceOf(resource), params)),

    async lookup(resource, { path, values = {}, signal }) {
      const def = ctx.resourceOf(resource);
      return http.request(def.service, fillPath(path, values), { signal });
    },
  };
}
