/** One of the console's screens by its name (the field type `screen`): its menu's name, or its own. */
import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';
import { resourceName } from '../labels.ts';
import { isBlank, type DisplayProps } from './fieldProps.ts';

/** The screen's name in the chosen language; the value as it is for a name no screen has. */
export function ScreenDisplay({ field }: DisplayProps<'screen'>) {
  const translate = useTranslate();
  const value: unknown = useFieldValue({ source: field.source });
  if (isBlank(value)) return null;
  const name = String(value);
  return (
    <Typography component="span" variant="body2">
      {translate(resourceName({ name }), { _: name })}
    </Typography>
  );
}
