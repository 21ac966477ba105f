import { DateInput, DateTimeInput } from 'react-admin';
import { ThaiDateField } from '../../components/ThaiDateField.tsx';
import { baseInputProps, type DisplayProps, type InputProps } from './fieldProps.ts';

export function DateDisplay({ field }: DisplayProps<'date'>) {
  return <ThaiDateField source={field.source} />;
}

export function DateTimeDisplay({ field }: DisplayProps<'dateTime'>) {
  return <ThaiDateField source={field.source} withTime />;
}

/** The browser's date picker; the value stays a Gregorian `yyyy-MM-dd`. */
export function DateFieldInput({ field, disabled, validate }: InputProps<'date'>) {
  return <DateInput {...baseInputProps(field, disabled, validate)} />;
}

export function DateTimeFieldInput({ field, disabled, validate }: InputProps<'dateTime'>) {
  return <DateTimeInput {...baseInputProps(field, disabled, validate)} />;
}
