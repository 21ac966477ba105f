/**
 * The conflict part of every edit form (the generated ones and the hand-written ones that use
 * FormToolbar): a save the service refuses with 412 (someone changed the record since the form was
 * loaded) opens ConflictDialog instead of an error, with who and when and the person's changed fields
 * beside the current values. The form keeps what was typed, and its draft (drafts.ts), until they
 * choose:
 * - apply mine: one save of the current record with their changes on top, made on top of the
 *   current version (If-Match of the version the refusal named);
 * - take the current one: the form reloads with the record as it is now, and the draft goes.
 * docs/api-contract.md, "Versions and conflicts".
 */
import { useCallback, useContext, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  EditContext,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useResourceContext,
  useSaveContext,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { ConflictDialog } from '../../components/conflict/ConflictDialog.tsx';
import {
  changedSources,
  conflictRows,
  formSources,
  mineOnTop,
} from '../../components/conflict/conflictValues.ts';
import { useConflictMessages } from '../../components/conflict/notice.ts';
import { errorText } from '../../components/errorText.ts';
import { conflictOf, writeOnTopOf, type Conflict } from '../../data/provider/versions.ts';
import { useOptionalDeclaration } from '../declarationContext.tsx';
import { fieldLabel } from '../labels.ts';
import { inForm } from '../placement.ts';
import { clearDraft, draftKey } from './drafts.ts';

export interface FormConflict {
  /** The save's error handler: a conflict opens the part; anything else is notified as usual. */
  onError: (error: unknown) => void;
  /** The part, when a conflict is open. */
  dialog: ReactNode;
}

interface Open {
  conflict: Conflict;
  mine: Record<string, unknown>;
  changed: string[];
}

/** react-admin's own notice of a failed save: none for a validation failure (shown at the fields). */
function notifyFailure(
  notify: ReturnType<typeof useNotify>,
  translate: ReturnType<typeof useTranslate>,
  error: unknown,
) {
  const errors = (error as HttpError | undefined)?.body?.errors as unknown;
  if (typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0) return;
  const message = errorText(error, translate);
  notify(message, { type: 'error', messageArgs: { _: message } });
}

export function useFormConflict(): FormConflict {
  const form = useFormContext();
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const def = useOptionalDeclaration();
  const edit = useContext(EditContext);
  const { save } = useSaveContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const loadMessages = useConflictMessages();
  const [open, setOpen] = useState<Open | null>(null);
  const [busy, setBusy] = useState(false);

  const onError = useCallback(
    (error: unknown) => {
      const conflict = conflictOf(error);
      if (!conflict) {
        notifyFailure(notify, translate, error);
        return;
      }
      const mine = form.getValues();
      const declared = (def?.fields ?? []).filter((f) => inForm(f, 'edit')).map((f) => f.source);
      const loaded = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
      const changed = changedSources(formSources(mine, declared), mine, loaded);
      void loadMessages().then(() => setOpen({ conflict, mine, changed }));
    },
    [form, def, notify, translate, loadMessages],
  );

  const labelOf = (source: string) => {
    const field = def?.fields.find((candidate) => candidate.source === source);
    const key = def && field ? fieldLabel(def, field) : `resources.${resource}.fields.${source}`;
    return translate(key, { _: source });
  };

  const applyMine = async () => {
    if (!open || !record) return;
    const { conflict, mine, changed } = open;
    setBusy(true);
    if (conflict.version !== undefined) writeOnTopOf(resource, record.id, conflict.version);
    try {
      await save?.(mineOnTop(conflict.current, mine, changed), { onError });
    } finally {
      setBusy(false);
      setOpen(null);
    }
  };

  const takeCurrent = async () => {
    setOpen(null);
    if (identity?.id !== undefined && record) clearDraft(draftKey(String(identity.id), resource, record.id));
    await edit?.refetch();
    notify('pa.conflict.reloaded', { type: 'info' });
  };

  const dialog = open ? (
    <ConflictDialog
      conflict={open.conflict}
      rows={conflictRows(open.changed, open.mine, open.conflict.current)}
      labelOf={labelOf}
      busy={busy}
      onApplyMine={() => void applyMine()}
      onTakeCurrent={() => void takeCurrent()}
      onClose={() => setOpen(null)}
    />
  ) : null;
  return { onError, dialog };
}
