/**
 * Filters of a log of changes (the audit log): one of the console's screens, by its name, and what was
 * done to a record (create, edit, delete, toggle, and the actions the chosen screen declares), in the
 * words the list shows. A module of their own, loaded when a list has one (filterInputs.tsx).
 */
import { SelectInput, useListContext } from 'react-admin';
import { usePartMessages } from '../../components/partMessages.ts';
import { recordActionChoices, useScreenDeclaration } from '../fields/recordAction.tsx';
import { resourceName } from '../labels.ts';
import { useScreens } from '../screens.tsx';
import type { FilterDeclaration } from '../types.ts';

interface FilterProps {
  source: string;
  label?: string;
  alwaysOn?: boolean;
}

/** The filter of a `screen` or a `recordAction` filter declaration. */
export function ScreenFilter({
  filter,
  ...props
}: FilterProps & { filter: Extract<FilterDeclaration, { type: 'screen' | 'recordAction' }> }) {
  return filter.type === 'screen' ? (
    <ScreenSelect {...props} />
  ) : (
    <RecordActionSelect {...props} screen={filter.screen} />
  );
}

/** Every declared screen, in the registry's order, each by its name in the chosen language. */
function ScreenSelect(props: FilterProps) {
  const screens = useScreens();
  const choices = (screens?.heads ?? [])
    .filter((head) => !head.placeholder)
    .map((head) => ({ id: head.name, name: resourceName(head) }));
  return <SelectInput {...props} choices={choices} />;
}

/**
 * What was done: the four every record may undergo, then the actions of the screen chosen in the
 * filter `screen` (its declaration loads when chosen). An action the address names that neither offers
 * is kept as a choice, by its name.
 */
function RecordActionSelect({ screen, ...props }: FilterProps & { screen: string }) {
  usePartMessages('history');
  const { filterValues } = useListContext();
  const chosen: unknown = filterValues[screen];
  const current: unknown = filterValues[props.source];
  const choices = recordActionChoices(useScreenDeclaration(typeof chosen === 'string' ? chosen : undefined));
  if (typeof current === 'string' && current && !choices.some((choice) => choice.id === current))
    choices.push({ id: current, name: current });
  return <SelectInput {...props} choices={choices} />;
}
