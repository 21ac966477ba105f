import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { NumberInput, useFieldValue } from 'react-admin';
import { baseInputProps, isBlank, type DisplayProps, type InputProps } from './fieldProps.ts';

const PERCENT = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });

/** Values are percentages as numbers (3 means 3 %), as in the MDR rates. */
export function PercentDisplay({ field }: DisplayProps<'percent'>) {
  const value: unknown = useFieldValue({ source: field.source });
  if (isBlank(value) || !Number.isFinite(Number(value))) return null;
  return (
    <Typography component="span" variant="body2">
      {`${PERCENT.format(Number(value))} %`}
    </Typography>
  );
}

export function PercentInput({ field, disabled, validate }: InputProps<'percent'>) {
  return (
    <NumberInput
      {...baseInputProps(field, disabled, validate)}
      min={field.min ?? 0}
      max={field.max ?? 100}
      step="any"
      slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
    />
  );
}
