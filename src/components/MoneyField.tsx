import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { formatMoney } from '../data/formatMoney.ts';

export interface MoneyFieldProps {
  source: string;
  /** Column header label; react-admin reads it from the field's props. */
  label?: string;
}

/** A baht amount of the current record, right-aligned figures in THB currency format. */
export function MoneyField({ source }: MoneyFieldProps) {
  const value: unknown = useFieldValue({ source });
  const text = typeof value === 'number' || typeof value === 'string' ? formatMoney(value) : '';
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {text}
    </Typography>
  );
}
