import { TextInput, useFieldValue } from 'react-admin';
import { SafeLink } from './SafeLink.tsx';
import { baseInputProps, isBlank, type DisplayProps, type InputProps } from './fieldProps.ts';

export function UrlDisplay({ field }: DisplayProps<'url'>) {
  const value: unknown = useFieldValue({ source: field.source });
  if (isBlank(value)) return null;
  return <SafeLink href={String(value)} />;
}

export function UrlInput({ field, disabled, validate }: InputProps<'url'>) {
  return <TextInput {...baseInputProps(field, disabled, validate)} type="url" />;
}
