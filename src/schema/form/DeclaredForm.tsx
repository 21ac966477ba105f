import Box from '@mui/material/Box';
import { SimpleForm, useCanBlock, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { FieldInput } from '../fields/FieldInput.tsx';
import { inForm } from '../placement.ts';
import type { ResourceDefinition } from '../types.ts';
import { FormDraft } from './FormDraft.tsx';
import { FORM_GRID_SX, formCellSx, isWideField } from './formLayout.ts';
import { FormToolbar } from './FormToolbar.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

/** The declared question to ask before saving this edit, translated; undefined when none applies. */
function useSaveQuestion(
  def: ResourceDefinition,
  mode: 'create' | 'edit',
): { question: string; fields?: string[] } | undefined {
  const translate = useTranslate();
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const rule = def.saveConfirm;
  if (!rule || mode !== 'edit' || !record) return undefined;
  const ownRole = typeof identity?.roleId === 'string' && identity.roleId === String(record.id);
  if (rule.when === 'ownRole' && !ownRole) return undefined;
  return {
    question: translate(rule.message, { name: String(record[def.recordTitle] ?? record.id) }),
    fields: rule.fields,
  };
}

/**
 * The inputs a declaration puts in its create or edit form, validated, warning before unsaved exits;
 * laid out on a grid (formLayout.ts): two short inputs to a row on a wide screen.
 */
export function DeclaredForm({
  def,
  mode,
  cancelTo,
  only,
}: {
  def: ResourceDefinition;
  mode: 'create' | 'edit';
  cancelTo?: string;
  /** Only these fields (one tab, one part of the record). */
  only?: readonly string[];
}) {
  // react-admin's warning blocks in-app navigation under the data router of bootConsole (App.tsx) (it would only log
  // an error under a plain router); the guard adds the browser's prompt on reload or tab close.
  const canBlock = useCanBlock();
  const ask = useSaveQuestion(def, mode);
  return (
    <SimpleForm
      // A helper line under an input needs its own room, or it runs into the next input's label.
      sx={{ '& .MuiFormHelperText-root': { mb: 1 } }}
      warnWhenUnsavedChanges={canBlock}
      // The declared rules speak next to each field; the browser's own bubbles (min, step) would block
      // the submit silently instead.
      noValidate
      toolbar={<FormToolbar cancelTo={cancelTo} confirm={ask?.question} confirmFields={ask?.fields} />}
    >
      <UnsavedChangesGuard />
      <FormDraft def={def} mode={mode} />
      <Box sx={FORM_GRID_SX} className="pa-form-grid">
        {def.fields
          .filter((field) => inForm(field, mode) && (!only || only.includes(field.source)))
          .map((field) => (
            <Box key={field.source} sx={formCellSx(field)} data-wide={isWideField(field) || undefined}>
              <FieldInput field={field} />
            </Box>
          ))}
      </Box>
    </SimpleForm>
  );
}
