/**
 * Saving a record in parts: a tab's form (or a declared form route) sends only its fields, to its own
 * endpoint when it declares `save`; the all-tabs form sends each changed part. A tab with `load`
 * reads its values from its own call (possibly another service) and is never saved.
 */
import type { UpdateParams } from 'react-admin';
import type { PartSave, ResourceDefinition } from '../../schema/types.ts';
import { endpoint, metaValues, type ProviderContext } from './context.ts';
import { ALL_PARTS } from './partRequest.ts';
import { fillPath, isRecord, mergeRecord, pick, sameValue } from './records.ts';
import { ifMatchHeaders } from './versions.ts';

export interface FormPart {
  name: string;
  fields: string[];
  save?: PartSave;
}

/** The parts a declaration saves separately: its tabs (except loaded ones) and its form routes. */
export function formParts(def: ResourceDefinition): FormPart[] {
  const tabs = (def.tabs ?? [])
    .filter((tab) => tab.load === undefined)
    .map((tab) => ({ name: tab.name, fields: tab.fields, save: tab.save }));
  const routes = (def.routes ?? []).flatMap((route) =>
    'view' in route && route.view === 'edit' && route.fields
      ? [{ name: route.path, fields: route.fields, save: route.save }]
      : [],
  );
  return [...tabs, ...routes];
}

function partBody(save: PartSave | undefined, data: Record<string, unknown>, fields: readonly string[]) {
  if (save?.body === false) return undefined;
  if (save?.body)
    return Object.fromEntries(Object.entries(save.body).map(([key, source]) => [key, data[source]]));
  return pick(data, fields);
}

async function sendPart(
  ctx: ProviderContext,
  def: ResourceDefinition,
  part: FormPart,
  params: UpdateParams,
  data: Record<string, unknown>,
  /** The record the write is made on top of (its version goes as If-Match). */
  base: unknown = params.previousData,
): Promise<unknown> {
  const record = { ...params.previousData, ...data };
  const values = { ...metaValues(params.meta), id: params.id };
  const headers = ifMatchHeaders(def.name, params.id, base);
  if (!part.save) {
    return ctx.http.request(def.service, fillPath(endpoint(def, 'update'), values, record), {
      method: 'PUT',
      body: pick(data, part.fields),
      headers,
    });
  }
  const withValue = part.save.value === undefined ? values : { ...values, value: record[part.save.value] };
  return ctx.http.request(def.service, fillPath(part.save.path, withValue, record), {
    method: part.save.method,
    body: partBody(part.save, data, part.fields),
    headers,
  });
}

export async function savePart(
  ctx: ProviderContext,
  def: ResourceDefinition,
  name: string,
  params: UpdateParams,
) {
  const part = formParts(def).find((candidate) => candidate.name === name);
  if (!part) throw new Error(`Resource "${def.name}" declares no part "${name}"`);
  const data = pick(params.data, part.fields);
  const answer = await sendPart(ctx, def, part, params, data);
  return { data: mergeRecord(def, { ...params.previousData, ...data, id: params.id }, answer) };
}

/**
 * The all-tabs form: each part with its own `save` whose fields changed is sent on its own; the
 * changed parts without one go together in one update of the record. Unchanged parts are not sent.
 */
export async function saveAllParts(ctx: ProviderContext, def: ResourceDefinition, params: UpdateParams) {
  const before: Record<string, unknown> = params.previousData ?? {};
  const changed = (part: FormPart) =>
    part.fields.some((f) => f in params.data && !sameValue(before[f], params.data[f]));
  const result: Record<string, unknown> = { ...before, id: params.id };
  const together: string[] = [];
  for (const part of formParts(def).filter(changed)) {
    if (!part.save) {
      together.push(...part.fields);
      continue;
    }
    const data = pick(params.data, part.fields);
    // Each part after the first is made on top of the version the one before answered.
    const answer = await sendPart(ctx, def, part, params, data, result);
    Object.assign(result, data, isRecord(answer) ? answer : {});
  }
  if (together.length > 0) {
    const data = pick(params.data, together);
    const answer = await sendPart(ctx, def, { name: ALL_PARTS, fields: together }, params, data, result);
    Object.assign(result, data, isRecord(answer) ? answer : {});
  }
  return { data: mergeRecord(def, result, null) };
}

export interface LoadPartParams {
  id: string | number;
  /** Name of the tab that declares `load`. */
  tab: string;
  signal?: AbortSignal;
}

/** A read-only tab's values, from its own call on its own service (e.g. API information). */
export async function loadPart(ctx: ProviderContext, def: ResourceDefinition, params: LoadPartParams) {
  const load = def.tabs?.find((tab) => tab.name === params.tab)?.load;
  if (!load) throw new Error(`Resource "${def.name}" declares no loaded tab "${params.tab}"`);
  const answer = await ctx.http.request(load.service ?? def.service, fillPath(load.path, { id: params.id }), {
    signal: params.signal,
  });
  return { data: isRecord(answer) ? answer : {} };
}
