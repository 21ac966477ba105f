/** A number as the list and the view page show it; its input is numberInput.tsx. */
import { NumberField } from 'react-admin';
import type { DisplayProps } from './fieldProps.ts';

export function NumberDisplay({ field }: DisplayProps<'number'>) {
  return <NumberField source={field.source} locales="th-TH" />;
}
