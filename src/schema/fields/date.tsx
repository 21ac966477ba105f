import { ThaiDateField } from '../../components/ThaiDateField.tsx';
import { ThaiDateInput } from '../../components/dateInput/ThaiDateInput.tsx';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

export function DateDisplay({ field }: DisplayProps<'date'>) {
  return <ThaiDateField source={field.source} />;
}

export function DateTimeDisplay({ field }: DisplayProps<'dateTime'>) {
  return <ThaiDateField source={field.source} withTime />;
}

/** Buddhist Era in Thai, Gregorian in English; the value stays a Gregorian `yyyy-MM-dd`. */
export function DateFieldInput({ field, disabled, validate }: InputProps<'date'>) {
  return <ThaiDateInput {...baseInputProps(field, disabled, validate)} />;
}

/** As the date input, with hours and minutes; the value is the local `yyyy-MM-ddTHH:mm`. */
export function DateTimeFieldInput({ field, disabled, validate }: InputProps<'dateTime'>) {
  return <ThaiDateInput {...baseInputProps(field, disabled, validate)} withTime />;
}
