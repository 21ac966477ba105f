import { ThaiDateField } from '../../components/ThaiDateField.tsx';
import type { DisplayProps } from './fieldProps.ts';

export function DateDisplay({ field }: DisplayProps<'date'>) {
  return <ThaiDateField source={field.source} />;
}

export function DateTimeDisplay({ field }: DisplayProps<'dateTime'>) {
  return <ThaiDateField source={field.source} withTime />;
}
