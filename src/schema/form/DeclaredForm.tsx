import { SimpleForm } from 'react-admin';
import { FieldInput } from '../fields/FieldInput.tsx';
import { inForm } from '../placement.ts';
import type { ResourceDefinition } from '../types.ts';
import { FormToolbar } from './FormToolbar.tsx';

/** The inputs a declaration puts in its create or edit form, validated, warning before unsaved exits. */
export function DeclaredForm({
  def,
  mode,
  cancelTo,
}: {
  def: ResourceDefinition;
  mode: 'create' | 'edit';
  cancelTo: string;
}) {
  return (
    <SimpleForm warnWhenUnsavedChanges toolbar={<FormToolbar cancelTo={cancelTo} />}>
      {def.fields
        .filter((field) => inForm(field, mode))
        .map((field) => (
          <FieldInput key={field.source} field={field} />
        ))}
    </SimpleForm>
  );
}
