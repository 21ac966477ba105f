/** A choice as the list and the view page show it; its input is choiceInput.tsx. */
import { SelectField } from 'react-admin';
import type { DisplayProps } from './fieldProps.ts';

export function ChoiceDisplay({ field }: DisplayProps<'choice'>) {
  return <SelectField source={field.source} choices={field.choices} />;
}
