import type { FocusEventHandler, ReactNode } from 'react';

/** Props of the lazily loaded picker: a controlled input over a Gregorian wire string. */
export interface DatePickerFieldProps {
  /** `yyyy-MM-dd` (or `yyyy-MM-ddTHH:mm` with time); '' or absent when empty. */
  value: unknown;
  onChange: (wire: string) => void;
  onBlur?: FocusEventHandler;
  /** react-admin locale: `th` shows Buddhist Era years. */
  locale: string;
  withTime?: boolean;
  label?: ReactNode;
  name?: string;
  /** Earliest / latest selectable day, as wire strings. */
  min?: string;
  max?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
}
