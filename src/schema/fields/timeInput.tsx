/**
 * The input of a time of day (`type: 'time'`): MUI X's time picker (24-hour), loaded on first show,
 * whose value is `HH:mm`. Until the picker arrives a disabled field of the same size holds its place.
 */
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useResourceContext } from 'react-admin';
import { baseInputProps, type InputProps } from './fieldProps.ts';

const TimePickerField = lazy(() => import('../../components/dateInput/TimePickerField.tsx'));

export function TimeFieldInput({ field, disabled, validate }: InputProps<'time'>) {
  const { source, label, helperText, fullWidth } = baseInputProps(field, disabled, validate);
  const [locale = 'th'] = useLocaleState();
  const resource = useResourceContext();
  const input = useInput({ source, validate, disabled });
  const error = input.fieldState.invalid;
  // MUI marks a required field's label itself: react-admin's mark on the title too would show two.
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  const helper = (
    <InputHelperText error={input.fieldState.error?.message} helperText={helperText || undefined} />
  );
  return (
    <Suspense
      fallback={
        <TextField label={title} disabled required={input.isRequired} fullWidth={fullWidth} margin="dense" />
      }
    >
      <TimePickerField
        value={input.field.value}
        onChange={input.field.onChange}
        onBlur={input.field.onBlur}
        name={input.field.name}
        locale={locale}
        label={title}
        disabled={disabled}
        required={input.isRequired}
        error={error}
        helperText={helper}
        fullWidth={fullWidth}
      />
    </Suspense>
  );
}
