/** Master-list inputs: a select (one value or several) whose choices come from a master list. */
import { useEffect, useRef } from 'react';
import { SelectArrayInput, SelectInput, useLocaleState, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { InlineLoadError } from '../../components/LoadError.tsx';
import { useMasterList } from '../../data/masterLists.ts';
import { masterEntryName, type MasterListEntry } from '../masterLists.ts';
import type { MasterListName } from '../types.ts';
import { asParent } from './master.tsx';
import { baseInputProps, isBlank, type InputProps } from './fieldProps.ts';

export interface MasterSelectProps {
  source: string;
  list: MasterListName;
  /** Source of the form value this list depends on (province → district). */
  dependsOn?: string;
  label?: string;
  helperText?: string;
  disabled?: boolean;
  validate?: Validator[];
  alwaysOn?: boolean;
}

/** The select's choices: each entry by its name in the current language. */
export function masterChoices(
  entries: readonly MasterListEntry[],
  locale: string | undefined,
): { id: string; name: string }[] {
  return entries.map((entry) => ({ id: entry.value, name: masterEntryName(entry, locale) }));
}

/** The value a single select shows: the form's, when one of the choices has it; else none. */
export function shownValue(value: unknown, choices: readonly { id: string }[]): string {
  if (isBlank(value)) return '';
  const text = String(value);
  return choices.some((choice) => choice.id === text) ? text : '';
}

const entryListIds = new WeakMap<readonly MasterListEntry[], number>();
let lastEntryListId = 0;

/**
 * One number per list of entries the master list hook handed out (the query's data keeps its identity
 * while its content does not change). react-admin's select takes its choices over in an effect, a
 * render after they are given, and would render that render's value among the old ones: keyed by this,
 * the select starts again with each new list, its choices in hand from its first render.
 */
function entryListId(entries: readonly MasterListEntry[]): number {
  let id = entryListIds.get(entries);
  if (id === undefined) {
    lastEntryListId += 1;
    id = lastEntryListId;
    entryListIds.set(entries, id);
  }
  return id;
}

/**
 * A select fed by a master list. A dependent list waits for its parent and is cleared when the
 * parent changes, so a district never outlives the province it belonged to.
 */
export function MasterSelect({ source, list, dependsOn, disabled, ...rest }: MasterSelectProps) {
  const { setValue } = useFormContext();
  const watched: unknown = useWatch({ name: dependsOn ?? source, disabled: !dependsOn });
  const parent = dependsOn ? asParent(watched) : undefined;
  const { data, isLoading, error, retry } = useMasterList(list, parent);
  const [locale] = useLocaleState();
  const previousParent = useRef(parent);
  useEffect(() => {
    if (!dependsOn || previousParent.current === parent) return;
    previousParent.current = parent;
    setValue(source, '', { shouldDirty: true });
  }, [dependsOn, parent, setValue, source]);

  const choices = masterChoices(data, locale);
  return (
    <SelectInput
      key={`${entryListId(data)}-${locale}`}
      {...rest}
      source={source}
      choices={choices}
      translateChoice={false}
      // Only a value among the choices is shown (MUI's select warns on any other): until the list is
      // in, or when it failed or lacks the value, the select shows none. The form keeps its value.
      format={(value: unknown) => shownValue(value, choices)}
      isPending={isLoading}
      disabled={disabled || (dependsOn !== undefined && isBlank(parent))}
      helperText={error ? <InlineLoadError error={error} onRetry={retry} /> : rest.helperText}
    />
  );
}

/** Several values of a master list (an array). */
function MasterArraySelect({ source, list, disabled, ...rest }: MasterSelectProps) {
  const { data, isLoading, error } = useMasterList(list);
  const [locale] = useLocaleState();
  return (
    <SelectArrayInput
      {...rest}
      source={source}
      choices={masterChoices(data, locale)}
      translateChoice={false}
      isPending={isLoading}
      disabled={disabled}
      helperText={error ? error.message : rest.helperText}
    />
  );
}

export function MasterInput({ field, disabled, validate }: InputProps<'master'>) {
  if (field.multiple) {
    return <MasterArraySelect {...baseInputProps(field, disabled, validate)} list={field.list} />;
  }
  return (
    <MasterSelect
      {...baseInputProps(field, disabled, validate)}
      list={field.list}
      dependsOn={field.dependsOn}
    />
  );
}
