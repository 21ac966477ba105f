/**
 * Filter kinds most lists offer behind "add filter" rather than show: a choice, active / inactive and
 * yes / no.
 * A module of their own, loaded when a list shows one (filterInputs.tsx), so react-admin's SelectInput
 * and NullableBooleanInput are not on the first screen of every list.
 */
import { NullableBooleanInput, SelectInput } from 'react-admin';
import { YES_NO_LABELS } from '../fields/yesNoInput.tsx';
import type { ChoiceOption } from '../types.ts';

interface FilterProps {
  source: string;
  label?: string;
  alwaysOn?: boolean;
}

export function ChoiceFilter({ choices, ...rest }: FilterProps & { choices: ChoiceOption[] }) {
  return <SelectInput {...rest} choices={choices} />;
}

export function ActiveFilter(props: FilterProps) {
  return (
    <NullableBooleanInput {...props} trueLabel="pa.engine.active.on" falseLabel="pa.engine.active.off" />
  );
}

export function YesNoFilter(props: FilterProps) {
  return <NullableBooleanInput {...props} {...YES_NO_LABELS} />;
}
