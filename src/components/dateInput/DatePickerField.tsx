/**
 * The date picker (MUI X with dayjs), in its own module: only screens that show a date input load it.
 * Thai shows and accepts Buddhist Era years (dd/MM/BBBB), English Gregorian; the value handed back is
 * always the Gregorian wire string.
 */
import { lazy, useEffect, useState } from 'react';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, thTH } from '@mui/x-date-pickers/locales';
import { displayFormat, fromWire, toWire } from './wireDate.ts';
import type { DatePickerFieldProps } from './types.ts';

// The date-and-time picker (clock, time sections) loads only where a date-time input is shown: a
// lazy part of this chunk, suspending to the same fallback as the date picker.
const DateTimePicker = lazy(() =>
  import('@mui/x-date-pickers/DateTimePicker').then((m) => ({ default: m.DateTimePicker })),
);

// On a touch screen (no fine pointer) the date picker opens as a dialog, as MUI X's DatePicker does;
// that variant is a lazy part too, so a desktop never loads it.
const MobileDatePicker = lazy(() =>
  import('@mui/x-date-pickers/MobileDatePicker').then((m) => ({ default: m.MobileDatePicker })),
);
/** MUI X's own test for its desktop variant (DatePicker's `desktopModeMediaQuery`). */
const FINE_POINTER = '@media (pointer: fine)';

export default function DatePickerField({
  value,
  onChange,
  onBlur,
  locale,
  withTime = false,
  label,
  name,
  min,
  max,
  size = 'medium',
  disabled,
  required,
  error,
  helperText,
  fullWidth,
}: DatePickerFieldProps) {
  const thai = locale.toLowerCase().startsWith('th');
  const desktop = useMediaQuery(FINE_POINTER, { defaultMatches: true });
  const wire = toWireString(value);
  // What the user is typing may be incomplete; it stays on screen while the form holds the last good value.
  const [picked, setPicked] = useState<Dayjs | null>(() => fromWire(wire));
  useEffect(() => {
    setPicked((current) => (sameWire(current, wire, withTime) ? current : fromWire(wire)));
  }, [wire, withTime]);

  const handleChange = (next: Dayjs | null) => {
    setPicked(next);
    const out = toWire(next, withTime);
    if (out !== null) onChange(out);
  };
  const common = {
    label,
    name,
    value: picked,
    onChange: handleChange,
    format: displayFormat(thai, withTime),
    minDate: fromWire(min) ?? undefined,
    maxDate: fromWire(max) ?? undefined,
    disabled,
    slotProps: {
      textField: { size, required, error, helperText, fullWidth, onBlur, name },
      field: { clearable: !required },
    },
  };
  const localeText = (thai ? thTH : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider
      dateAdapter={thai ? AdapterDayjsBuddhist : AdapterDayjs}
      adapterLocale={thai ? 'th' : 'en-gb'}
      localeText={localeText}
    >
      {withTime ? (
        <DateTimePicker {...common} ampm={false} />
      ) : desktop ? (
        <DesktopDatePicker {...common} />
      ) : (
        <MobileDatePicker {...common} />
      )}
    </LocalizationProvider>
  );
}

function toWireString(value: unknown): string {
  if (typeof value === 'string') return value;
  const parsed = fromWire(value);
  return parsed ? (toWire(parsed, true) ?? '') : '';
}

function sameWire(current: Dayjs | null, wire: string, withTime: boolean): boolean {
  if (current !== null && !current.isValid()) return wire === '';
  const mine = toWire(current, withTime) ?? '';
  const theirs = toWire(fromWire(wire), withTime) ?? '';
  return mine === theirs;
}
