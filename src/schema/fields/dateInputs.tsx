/** Date and date-time inputs (their displays are date.tsx). */
import { ThaiDateInput } from '../../components/dateInput/ThaiDateInput.tsx';
import { baseInputProps, type InputProps } from './fieldProps.ts';

/** Buddhist Era in Thai, Gregorian in English; the value stays a Gregorian `yyyy-MM-dd`. */
export function DateFieldInput({ field, disabled, validate }: InputProps<'date'>) {
  return <ThaiDateInput {...baseInputProps(field, disabled, validate)} />;
}

/** As the date input, with hours and minutes; the value is the local `yyyy-MM-ddTHH:mm`. */
export function DateTimeFieldInput({ field, disabled, validate }: InputProps<'dateTime'>) {
  return <ThaiDateInput {...baseInputProps(field, disabled, validate)} withTime />;
}
