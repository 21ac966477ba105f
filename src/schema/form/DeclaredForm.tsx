import { SimpleForm, useCanBlock } from 'react-admin';
import { FieldInput } from '../fields/FieldInput.tsx';
import { inForm } from '../placement.ts';
import type { ResourceDefinition } from '../types.ts';
import { FormToolbar } from './FormToolbar.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

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
  // react-admin's warning blocks in-app navigation under the data router of main.tsx (it would only log
  // an error under a plain router); the guard adds the browser's prompt on reload or tab close.
  const canBlock = useCanBlock();
  return (
    <SimpleForm warnWhenUnsavedChanges={canBlock} toolbar={<FormToolbar cancelTo={cancelTo} />}>
      <UnsavedChangesGuard />
      {def.fields
        .filter((field) => inForm(field, mode))
        .map((field) => (
          <FieldInput key={field.source} field={field} />
        ))}
    </SimpleForm>
  );
}
