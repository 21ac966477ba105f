import { TextField, TextInput } from 'react-admin';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

export function TextDisplay({ field }: DisplayProps<'text'>) {
  return <TextField source={field.source} />;
}

export function TextFieldInput({ field, disabled, validate }: InputProps<'text'>) {
  return <TextInput {...baseInputProps(field, disabled, validate)} />;
}
