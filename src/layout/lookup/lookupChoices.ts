/**
 * The look-up's choices (docs/lookup.md), without React: the records found (or remembered) grouped by
 * screen, each with its title, its key and where it opens (its view page, else its list filtered to
 * it). A record that cannot be opened is no choice.
 */
import type { GetListResult, TranslateFunction } from 'react-admin';
import { lookupTarget, type LookupAsk } from '../../schema/lookup/plan.ts';
import type { ResourceDefinition } from '../../schema/types.ts';
import type { RecentLookup } from './recentLookups.ts';

/** One record in the list of choices. */
export interface Choice extends RecentLookup {
  target: string;
}

export interface Group {
  resource: string;
  label: string;
  choices: Choice[];
}

type Screens = ReadonlyMap<string, ResourceDefinition>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A screen's name as the look-up shows it. */
export const screenLabel = (translate: TranslateFunction, resource: string) =>
  translate(`resources.${resource}.name`);

function choiceOf(
  def: ResourceDefinition,
  ask: Pick<LookupAsk, 'keyField' | 'keyFilter'>,
  record: Record<string, unknown>,
): Choice | undefined {
  const recordId = record.id;
  if (typeof recordId !== 'string' && typeof recordId !== 'number') return undefined;
  const target = lookupTarget(def, { ...record, id: recordId }, ask);
  if (!target) return undefined;
  return {
    resource: def.name,
    id: recordId,
    title: text(record[def.recordTitle]) || String(recordId),
    key: text(record[ask.keyField]) || String(recordId),
    keyField: ask.keyField,
    keyFilter: ask.keyFilter,
    target,
  };
}

/** The recent look-ups still on a screen the user may ask, as one group (none when there are none). */
export function recentGroups(
  recent: readonly RecentLookup[],
  byName: Screens,
  translate: TranslateFunction,
): Group[] {
  const choices = recent.flatMap((item) => {
    const def = byName.get(item.resource);
    const target = def && lookupTarget(def, { ...item, [item.keyField]: item.key }, item);
    // A recent record names its screen: the group holds records of every screen.
    return target ? [{ ...item, key: `${screenLabel(translate, item.resource)} · ${item.key}`, target }] : [];
  });
  return choices.length ? [{ resource: 'recent', label: translate('pa.lookup.recent'), choices }] : [];
}

/** The records each asked screen answered with, a group a screen that found any (`answers` by ask). */
export function answerGroups(
  asks: readonly LookupAsk[],
  answers: ReadonlyArray<{ data?: GetListResult }>,
  byName: Screens,
  translate: TranslateFunction,
): Group[] {
  return asks.flatMap((ask, index): Group[] => {
    const def = byName.get(ask.resource);
    const data = answers[index]?.data;
    if (!def || !data || data.data.length === 0) return [];
    const choices = data.data.flatMap((record) => choiceOf(def, ask, record) ?? []);
    return [
      {
        resource: ask.resource,
        label: `${screenLabel(translate, ask.resource)} (${translate('pa.lookup.count', { count: data.total ?? choices.length })})`,
        choices,
      },
    ];
  });
}
