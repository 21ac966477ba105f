/**
 * A time of day (`type: 'time'`, `HH:mm` on the wire) as lists, view pages and embedded tables show it:
 * `15:30` (`15:30 น.` in Thai). A value that is no time of day is shown as sent. Its input is
 * timeInput.tsx.
 */
import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';
import { isTimeOfDay } from '../../components/dateInput/timeOfDay.ts';
import { isBlank, type DisplayProps } from './fieldProps.ts';

export function TimeDisplay({ field }: DisplayProps<'time'>) {
  const translate = useTranslate();
  const value: unknown = useFieldValue({ source: field.source });
  if (isBlank(value)) return null;
  const text = isTimeOfDay(value) ? translate('pa.engine.time.shown', { time: value }) : String(value);
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
