/**
 * A react-admin date input (forms and list filters) that loads the calendar picker on first show.
 * Until it arrives a disabled field of the same size holds its place.
 */
import { lazy, Suspense } from 'react';
import TextField from '@mui/material/TextField';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useLocaleState,
  useResourceContext,
  type Validator,
} from 'react-admin';

const DatePickerField = lazy(() => import('./DatePickerField.tsx'));

export interface ThaiDateInputProps {
  source: string;
  label?: string;
  withTime?: boolean;
  validate?: Validator | Validator[];
  disabled?: boolean;
  helperText?: string | false;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Earliest / latest day, `yyyy-MM-dd`. */
  min?: string;
  max?: string;
  /** Accepted for react-admin's filter form, which reads it from the element. */
  alwaysOn?: boolean;
}

export function ThaiDateInput({
  source,
  label,
  withTime = false,
  validate,
  disabled,
  helperText,
  size = 'medium',
  fullWidth,
  min,
  max,
}: ThaiDateInputProps) {
  const [locale = 'th'] = useLocaleState();
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput({ source, validate, disabled });
  const error = fieldState.invalid;
  // MUI marks a required field's label itself (its `required`, which also tells assistive technology):
  // react-admin's own mark on the title as well would show two asterisks.
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  const helper =
    helperText === false && !error ? undefined : (
      <InputHelperText error={fieldState.error?.message} helperText={helperText || undefined} />
    );
  return (
    <Suspense
      fallback={
        <TextField
          label={title}
          size={size}
          disabled
          required={isRequired}
          fullWidth={fullWidth}
          margin="dense"
        />
      }
    >
      <DatePickerField
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        name={field.name}
        locale={locale}
        withTime={withTime}
        label={title}
        min={min}
        max={max}
        size={size}
        disabled={disabled}
        required={isRequired}
        error={error}
        helperText={helper}
        fullWidth={fullWidth}
      />
    </Suspense>
  );
}
