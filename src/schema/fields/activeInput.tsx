/**
 * The active flag's input. Apart from its display (active.tsx), which every list with an active
 * column loads: a module in the first screen's chunk carries every export other chunks use.
 */
import { BooleanInput } from 'react-admin';
import { baseInputProps, type InputProps } from './fieldProps.ts';

export function ActiveInput({ field, disabled, validate }: InputProps<'active'>) {
  return <BooleanInput {...baseInputProps(field, disabled, validate)} defaultValue={true} />;
}
