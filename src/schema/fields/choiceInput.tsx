/**
 * A choice's input. Apart from its display (choice.tsx), which every list with a choice column loads:
 * react-admin's SelectInput comes only with the forms and the filters that use it.
 */
import { SelectInput } from 'react-admin';
import { baseInputProps, type InputProps } from './fieldProps.ts';

export function ChoiceInput({ field, disabled, validate }: InputProps<'choice'>) {
  return <SelectInput {...baseInputProps(field, disabled, validate)} choices={field.choices} />;
}
