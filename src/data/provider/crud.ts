/** The record calls of react-admin: list (with path placeholders), one, create, update, delete. */
import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import type { ResourceDefinition } from '../../schema/types.ts';
import { HttpError } from 'react-admin';
import { withService } from '../http.ts';
import { fromEnvelope, toListQuery, withRecordId, type ListPage } from '../paging.ts';
import { endpoint, metaValues, type ProviderContext } from './context.ts';
import { fillPath, isRecord, mergeRecord, placeholders, withoutSyntheticId } from './records.ts';
import { ifMatchHeaders } from './versions.ts';

/**
 * Path placeholders of the list endpoint (a child's `{storeId}`) are filled from the filter (or
 * `meta`) and leave the query; the answer may be the paged envelope or a plain array.
 */
export async function getList(
  ctx: ProviderContext,
  def: ResourceDefinition,
  params: GetListParams,
): Promise<ListPage> {
  const template = endpoint(def, 'list');
  const filter: Record<string, unknown> = { ...params.filter };
  const values: Record<string, unknown> = { ...metaValues(params.meta) };
  for (const name of placeholders(template)) {
    if (filter[name] !== undefined) values[name] = filter[name];
    delete filter[name];
  }
  const answer = await ctx.http.request(def.service, fillPath(template, values), {
    query: toListQuery({ ...params, filter }, def),
    signal: params.signal,
  });
  try {
    return fromEnvelope(answer, def, params.pagination);
  } catch (error) {
    throw withService(error, def.service);
  }
}

export async function getOne(ctx: ProviderContext, def: ResourceDefinition, params: GetOneParams) {
  const answer = await ctx.http.request(
    def.service,
    fillPath(endpoint(def, 'get'), { ...metaValues(params.meta), id: params.id }),
    { signal: params.signal },
  );
  const record =
    isRecord(answer) && answer[def.idField] === undefined ? { ...answer, [def.idField]: params.id } : answer;
  try {
    return { data: withRecordId(record, def.idField) };
  } catch (error) {
    throw withService(error, def.service);
  }
}

export async function create(ctx: ProviderContext, def: ResourceDefinition, params: CreateParams) {
  const data: Record<string, unknown> = { ...params.data };
  const path = fillPath(endpoint(def, 'create'), metaValues(params.meta), data);
  const answer = await ctx.http.request(def.service, path, {
    method: 'POST',
    body: withoutSyntheticId(data, def),
  });
  // The create already happened: a thin answer must not be reported as a failure and retried.
  return { data: mergeRecord(def, data, answer) };
}

export async function update(ctx: ProviderContext, def: ResourceDefinition, params: UpdateParams) {
  const path = fillPath(
    endpoint(def, 'update'),
    { ...metaValues(params.meta), id: params.id },
    { ...params.previousData, ...params.data },
  );
  const answer = await ctx.http.request(def.service, path, {
    method: 'PUT',
    body: withoutSyntheticId(params.data, def),
    headers: ifMatchHeaders(def.name, params.id, params.previousData),
  });
  return { data: mergeRecord(def, { ...params.previousData, ...params.data, id: params.id }, answer) };
}

export async function deleteOne(ctx: ProviderContext, def: ResourceDefinition, params: DeleteParams) {
  const path = fillPath(
    endpoint(def, 'delete'),
    { ...metaValues(params.meta), id: params.id },
    params.previousData,
  );
  try {
    await ctx.http.request(def.service, path, {
      method: 'DELETE',
      headers: ifMatchHeaders(def.name, params.id, params.previousData),
    });
  } catch (error) {
    // Already gone (a repeated click, another user): what the user asked for is done.
    if (!(error instanceof HttpError && error.status === 404)) throw error;
  }
  const data: RaRecord = params.previousData ?? { id: params.id };
  return { data };
}
