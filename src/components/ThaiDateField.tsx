import Typography from '@mui/material/Typography';
import { useFieldValue, useLocaleState } from 'react-admin';
import { formatThaiDate } from './formatThaiDate.ts';

export interface ThaiDateFieldProps {
  source: string;
  withTime?: boolean;
  label?: string;
}

/** A date of the current record in the console's format (Buddhist Era in Thai). */
export function ThaiDateField({ source, withTime = false }: ThaiDateFieldProps) {
  const [locale] = useLocaleState();
  const value: unknown = useFieldValue({ source });
  const text =
    typeof value === 'string' || typeof value === 'number' || value instanceof Date
      ? formatThaiDate(value, locale, withTime)
      : '';
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
