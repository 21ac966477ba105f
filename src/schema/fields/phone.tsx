import { TextField, TextInput } from 'react-admin';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

export function PhoneDisplay({ field }: DisplayProps<'phone'>) {
  return <TextField source={field.source} />;
}

export function PhoneInput({ field, disabled, validate }: InputProps<'phone'>) {
  return (
    <TextInput
      {...baseInputProps(field, disabled, validate)}
      type="tel"
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
    />
  );
}
