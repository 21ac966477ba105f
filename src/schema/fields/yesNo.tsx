/**
 * A yes/no answer as the list, the view page and an embedded table show it: Yes / No (ใช่ / ไม่ใช่),
 * nothing when unanswered. Its input is yesNoInput.tsx.
 */
import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';
import type { DisplayProps } from './fieldProps.ts';

/** The message key of a yes/no value (a boolean, or its text from a query string); none when unanswered. */
export function yesNoKey(value: unknown): string | undefined {
  if (value === true || value === 'true') return 'pa.engine.yesNo.yes';
  if (value === false || value === 'false') return 'pa.engine.yesNo.no';
  return undefined;
}

export function YesNoDisplay({ field }: DisplayProps<'yesNo'>) {
  const translate = useTranslate();
  const key = yesNoKey(useFieldValue({ source: field.source }));
  return (
    <Typography component="span" variant="body2">
      {key ? translate(key) : ''}
    </Typography>
  );
}
