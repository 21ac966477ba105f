/**
 * A number's input. Apart from its display (number.tsx), which every list with a number column
 * loads: a module in the first screen's chunk carries every export other chunks use.
 */
import { NumberInput } from 'react-admin';
import { baseInputProps, type InputProps } from './fieldProps.ts';

export function NumberFieldInput({ field, disabled, validate }: InputProps<'number'>) {
  return (
    <NumberInput
      {...baseInputProps(field, disabled, validate)}
      min={field.min}
      max={field.max}
      step={field.integer ? 1 : 'any'}
    />
  );
}
