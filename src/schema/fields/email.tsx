import { EmailField, TextInput } from 'react-admin';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

export function EmailDisplay({ field }: DisplayProps<'email'>) {
  return <EmailField source={field.source} onClick={(event) => event.stopPropagation()} />;
}

export function EmailInput({ field, disabled, validate }: InputProps<'email'>) {
  return <TextInput {...baseInputProps(field, disabled, validate)} type="email" />;
}
