/**
 * Declared actions: one call (or one per selected record), on the resource's service or the action's
 * own, with the dialog's input as body. Money actions always carry an Idempotency-Key.
 */
import type { Identifier } from 'react-admin';
import type { ResourceActionDeclaration, ResourceDefinition } from '../../schema/types.ts';
import { newIdempotencyKey } from '../http.ts';
import { metaValues, type ProviderContext } from './context.ts';
import { fillPath } from './records.ts';
import { ifMatchHeaders } from './versions.ts';

export interface RunActionParams {
  action: ResourceActionDeclaration;
  id?: Identifier;
  ids?: Identifier[];
  /** The dialog's input (the action's `fields`), sent as the body. */
  data?: Record<string, unknown>;
  /** The record the action applies to: its fields may fill path placeholders. */
  record?: Record<string, unknown>;
  /** A child's parent and ancestor ids, by param, for the path's placeholders (as CRUD calls). */
  meta?: unknown;
  /** Reuse the same key when the user retries, so the server applies a money move once. */
  idempotencyKey?: string;
}

async function runOne(
  ctx: ProviderContext,
  def: ResourceDefinition,
  params: RunActionParams,
  id: Identifier | undefined,
  key?: string,
) {
  const { action } = params;
  const values = { ...metaValues(params.meta), ...params.data, ...(id === undefined ? {} : { id }) };
  const path = fillPath(action.path, values, params.record);
  // A call on one record is made on top of the version it was shown (If-Match); a batch is not.
  const one = params.ids === undefined && id !== undefined && action.method !== 'GET';
  return ctx.http.request(action.service ?? def.service, path, {
    method: action.method,
    body: action.method === 'GET' || action.method === 'DELETE' ? undefined : (params.data ?? {}),
    idempotencyKey: key,
    headers: one ? ifMatchHeaders(def.name, id, params.record) : undefined,
  });
}

export async function runAction(ctx: ProviderContext, def: ResourceDefinition, params: RunActionParams) {
  const baseKey = params.action.money
    ? (params.idempotencyKey ?? newIdempotencyKey())
    : params.idempotencyKey;
  const perRecord = params.ids !== undefined && params.action.path.includes('{id}');
  if (!perRecord) {
    const data =
      params.ids !== undefined && params.id === undefined
        ? await runOne(ctx, def, { ...params, data: { ...params.data, ids: params.ids } }, undefined, baseKey)
        : await runOne(ctx, def, params, params.id, baseKey);
    return { data };
  }
  // One call per record; each gets its own key derived from the batch key, stable across retries.
  const data = await Promise.all(
    (params.ids ?? []).map((id) => runOne(ctx, def, params, id, baseKey ? `${baseKey}:${id}` : undefined)),
  );
  return { data };
}
