/**
 * A yes/no answer's input: a Yes / No select (react-admin's NullableBooleanInput), empty until answered,
 * so a required answer must be chosen and No counts as one. Apart from its display (yesNo.tsx), so a
 * list showing yes/no values does not carry the input.
 */
import { NullableBooleanInput } from 'react-admin';
import { baseInputProps, type InputProps } from './fieldProps.ts';

export const YES_NO_LABELS = {
  trueLabel: 'pa.engine.yesNo.yes',
  falseLabel: 'pa.engine.yesNo.no',
} as const;

export function YesNoInput({ field, disabled, validate }: InputProps<'yesNo'>) {
  return <NullableBooleanInput {...baseInputProps(field, disabled, validate)} {...YES_NO_LABELS} />;
}
