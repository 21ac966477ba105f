import Typography from '@mui/material/Typography';
import { TextInput, useFieldValue } from 'react-admin';
import { stripSeparators } from '../validators.ts';
import { baseInputProps, isBlank, type DisplayProps, type InputProps } from './fieldProps.ts';

/** `1234567890123` → `1-2345-67890-12-3`, the grouping printed on Thai ID cards. */
export function formatThaiId(value: string): string {
  const digits = stripSeparators(value);
  const match = /^(\d)(\d{4})(\d{5})(\d{2})(\d)$/.exec(digits);
  return match ? match.slice(1).join('-') : value;
}

export function ThaiIdDisplay({ field }: DisplayProps<'thaiId'>) {
  const value: unknown = useFieldValue({ source: field.source });
  if (isBlank(value)) return null;
  return (
    <Typography component="span" variant="body2">
      {formatThaiId(String(value))}
    </Typography>
  );
}

export function ThaiIdInput({ field, disabled, validate }: InputProps<'thaiId'>) {
  return (
    <TextInput
      {...baseInputProps(field, disabled, validate)}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 17 } }}
    />
  );
}
