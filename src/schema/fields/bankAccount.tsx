import Typography from '@mui/material/Typography';
import { TextInput, useFieldValue } from 'react-admin';
import { stripSeparators } from '../validators.ts';
import { baseInputProps, isBlank, type DisplayProps, type InputProps } from './fieldProps.ts';

/** `1234567890` → `123-4-56789-0`, how Thai banks print a 10-digit account; others as digits. */
export function formatBankAccount(value: string): string {
  const digits = stripSeparators(value);
  const match = /^(\d{3})(\d)(\d{5})(\d)$/.exec(digits);
  return match ? match.slice(1).join('-') : value;
}

export function BankAccountDisplay({ field }: DisplayProps<'bankAccount'>) {
  const value: unknown = useFieldValue({ source: field.source });
  if (isBlank(value)) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatBankAccount(String(value))}
    </Typography>
  );
}

export function BankAccountInput({ field, disabled, validate }: InputProps<'bankAccount'>) {
  return (
    <TextInput
      {...baseInputProps(field, disabled, validate)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
