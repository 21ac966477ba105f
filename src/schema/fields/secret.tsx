import { PasswordInput } from 'react-admin';
import { SecretField } from './SecretField.tsx';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

export function SecretDisplay({ field }: DisplayProps<'secret'>) {
  return <SecretField source={field.source} />;
}

export function SecretInput({ field, disabled, validate }: InputProps<'secret'>) {
  return <PasswordInput {...baseInputProps(field, disabled, validate)} autoComplete="off" />;
}
