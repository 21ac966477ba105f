import { SelectField, SelectInput } from 'react-admin';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

export function ChoiceDisplay({ field }: DisplayProps<'choice'>) {
  return <SelectField source={field.source} choices={field.choices} />;
}

export function ChoiceInput({ field, disabled, validate }: InputProps<'choice'>) {
  return <SelectInput {...baseInputProps(field, disabled, validate)} choices={field.choices} />;
}
