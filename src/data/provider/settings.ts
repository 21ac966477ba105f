/** A settings page (SettingsDeclaration): one record read from every part's GET, saved part by part. */
import type { UpdateParams } from 'react-admin';
import type { ResourceDefinition, SettingsPart } from '../../schema/types.ts';
import { malformedResponse } from '../http.ts';
import type { ProviderContext } from './context.ts';
import { isRecord, sameValue } from './records.ts';

/** The one record of a settings page (SettingsDeclaration) is read and saved under this id. */
export const SETTINGS_RECORD_ID = 'current';

export async function getSettings(
  ctx: ProviderContext,
  def: ResourceDefinition,
  parts: SettingsPart[],
  signal?: AbortSignal,
) {
  const answers = await Promise.all(parts.map((part) => ctx.http.request(def.service, part.get, { signal })));
  const record: Record<string, unknown> = {};
  for (const answer of answers) {
    // An answer that is not the settings object must not show as empty values.
    if (!isRecord(answer)) throw malformedResponse(answer, def.service);
    Object.assign(record, answer);
  }
  return { data: { ...record, id: SETTINGS_RECORD_ID } };
}

/** Each part whose fields changed gets its own PUT, in declaration order; unchanged parts are not sent. */
export async function updateSettings(
  ctx: ProviderContext,
  def: ResourceDefinition,
  parts: SettingsPart[],
  params: UpdateParams,
) {
  const before: Record<string, unknown> = params.previousData ?? {};
  const after: Record<string, unknown> = { ...before, ...params.data };
  for (const part of parts) {
    const changed = part.fields.some((field) => !sameValue(before[field], after[field]));
    if (!changed) continue;
    const body = Object.fromEntries(part.fields.map((field) => [field, after[field]]));
    const answer = await ctx.http.request(def.service, part.update, { method: 'PUT', body });
    if (isRecord(answer)) Object.assign(after, answer);
  }
  return { data: { ...after, id: SETTINGS_RECORD_ID } };
}
