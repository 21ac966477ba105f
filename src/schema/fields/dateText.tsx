/** A date or date range a service sends as text (`dd/MM/yyyy HH:mm - …`): Buddhist Era years in Thai. */
import Typography from '@mui/material/Typography';
import { TextInput, useFieldValue, useLocaleState } from 'react-admin';
import { localiseDatesInText } from '../../components/formatThaiDate.ts';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

export function DateTextDisplay({ field }: DisplayProps<'dateText'>) {
  const [locale = 'th'] = useLocaleState();
  const value: unknown = useFieldValue({ source: field.source });
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {localiseDatesInText(value, locale)}
    </Typography>
  );
}

/** Typed as the service reads it (Gregorian); such values are normally derived, not entered. */
export function DateTextInput({ field, disabled, validate }: InputProps<'dateText'>) {
  return <TextInput {...baseInputProps(field, disabled, validate)} />;
}
