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
  // react-admin's warning needs a data router (createBrowserRouter); under a plain BrowserRouter it
  // would only log an error, so the guard below covers reloads and closing the tab instead.
  const canBlock = useCanBlock();
  return (
    <SimpleForm warnWhenUnsavedChanges={canBlock} toolbar={<FormToolbar cancelTo={cancelTo} />}>
      {!canBlock && <UnsavedChangesGuard />}
      {def.fields
        .filter((field) => inForm(field, mode))
        .map((field) => (
          <FieldInput key={field.source} field={field} />
        ))}
    </SimpleForm>
  );
}
