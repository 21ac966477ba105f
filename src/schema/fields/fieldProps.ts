/** Props shared by the per-type field components (display inside a record, input inside a form). */
import type { Validator } from 'react-admin';
import type { FieldDeclaration, FieldType } from '../types.ts';

export type FieldOf<T extends FieldType> = Extract<FieldDeclaration, { type: T }>;

/** Where a value is displayed: a list cell, the view page, or a row of an embedded table. */
export type DisplayContext = 'list' | 'show' | 'embedded';

export interface DisplayProps<T extends FieldType> {
  field: FieldOf<T>;
  context: DisplayContext;
}

export interface InputProps<T extends FieldType> {
  field: FieldOf<T>;
  disabled: boolean;
  validate: Validator[];
}

/** Props every react-admin input of a declared field gets. */
export function baseInputProps(field: FieldDeclaration, disabled: boolean, validate: Validator[]) {
  return {
    source: field.source,
    label: field.label,
    helperText: field.helper,
    disabled,
    validate,
    fullWidth: true,
  };
}

/** Empty values (absent, null, empty text or list) display nothing rather than "null". */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}
