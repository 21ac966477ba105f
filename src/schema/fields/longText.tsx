import Typography from '@mui/material/Typography';
import { TextInput, useFieldValue } from 'react-admin';
import { baseInputProps, isBlank, type DisplayProps, type InputProps } from './fieldProps.ts';

/** Plain text with its line breaks kept; React escapes it, so markup in the value is never rendered. */
export function LongTextDisplay({ field, context }: DisplayProps<'longText'>) {
  const value: unknown = useFieldValue({ source: field.source });
  if (isBlank(value)) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{
        whiteSpace: 'pre-line',
        // A long announcement must not stretch a list row: three lines, then an ellipsis.
        ...(context === 'list' && {
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }),
      }}
    >
      {String(value)}
    </Typography>
  );
}

export function LongTextInput({ field, disabled, validate }: InputProps<'longText'>) {
  return <TextInput {...baseInputProps(field, disabled, validate)} multiline minRows={3} />;
}
