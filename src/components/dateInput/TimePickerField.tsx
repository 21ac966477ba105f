/**
 * The time-of-day picker (MUI X's TimePicker with dayjs, 24-hour), in its own module: only screens that
 * show a time input load it. The value handed back is always `HH:mm`.
 */
import { useEffect, useState } from 'react';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { enUS, thTH } from '@mui/x-date-pickers/locales';
import { timeFromWire, timeToWire } from './timeWire.ts';
import type { DatePickerFieldProps } from './types.ts';

export type TimePickerFieldProps = Omit<DatePickerFieldProps, 'withTime' | 'min' | 'max'>;

export default function TimePickerField({
  value,
  onChange,
  onBlur,
  locale,
  label,
  name,
  size = 'medium',
  disabled,
  required,
  error,
  helperText,
  fullWidth,
}: TimePickerFieldProps) {
  const thai = locale.toLowerCase().startsWith('th');
  const wire = typeof value === 'string' ? value : '';
  // What the user is typing may be incomplete; it stays on screen while the form holds the last good value.
  const [picked, setPicked] = useState<Dayjs | null>(() => timeFromWire(wire));
  useEffect(() => {
    setPicked((current) => (timeToWire(current) === wire ? current : timeFromWire(wire)));
  }, [wire]);

  const handleChange = (next: Dayjs | null) => {
    setPicked(next);
    const out = timeToWire(next);
    if (out !== null) onChange(out);
  };
  const localeText = (thai ? thTH : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={thai ? 'th' : 'en-gb'}
      localeText={localeText}
    >
      <TimePicker
        label={label}
        name={name}
        value={picked}
        onChange={handleChange}
        format="HH:mm"
        ampm={false}
        disabled={disabled}
        slotProps={{
          textField: { size, required, error, helperText, fullWidth, onBlur, name },
          field: { clearable: !required },
        }}
      />
    </LocalizationProvider>
  );
}
