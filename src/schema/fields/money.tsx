import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from 'react-admin';
import { MoneyField } from '../../components/MoneyField.tsx';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

export function MoneyDisplay({ field }: DisplayProps<'money'>) {
  return <MoneyField source={field.source} />;
}

/** A stored amount shown for editing with its two decimals; text being typed is left as typed. */
export function formatMoneyForInput(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2);
  return typeof value === 'string' ? value : '';
}

/**
 * Baht typed as text (a number input would round and drop a trailing dot while typing); the
 * validator checks at most two decimals and the form converts it to a number via satang on save.
 */
export function MoneyInput({ field, disabled, validate }: InputProps<'money'>) {
  return (
    <TextInput
      {...baseInputProps(field, disabled, validate)}
      format={formatMoneyForInput}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">฿</InputAdornment> },
      }}
    />
  );
}
