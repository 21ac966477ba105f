import { NumberField, NumberInput } from 'react-admin';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

export function NumberDisplay({ field }: DisplayProps<'number'>) {
  return <NumberField source={field.source} locales="th-TH" />;
}

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
