/**
 * The conflict part of every edit form (the generated ones, and the hand-written ones that use
 * FormToolbar inside an edit view that provides its conflict channel, conflictChannel.tsx): a save the
 * service refuses with 412 (someone changed the record since the form was loaded) opens ConflictDialog
 * instead of an error, with who and when and the person's changed fields
 * beside the current values. The form keeps what was typed, and its draft (drafts.ts), until they
 * choose:
 * - apply mine: one save of the current record with their changes on top, made on top of the
 *   current version (If-Match of the version the refusal named);
 * - take the current one: the form reloads with the record as it is now, and the draft goes.
 * docs/api-contract.md, "Versions and conflicts".
 */
import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  EditContext,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useResourceContext,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { ConflictDialog } from '../../components/conflict/ConflictDialog.tsx';
import {
  changedSources,
  conflictRows,
  formSources,
  mineOnTop,
} from '../../components/conflict/conflictValues.ts';
import { useConflictMessages } from '../../components/conflict/notice.ts';
import { conflictOf, versionOf, writeOnTopOf, type Conflict } from '../../data/provider/versions.ts';
import { useOptionalDeclaration } from '../declarationContext.tsx';
import { fieldLabel } from '../labels.ts';
import { inForm } from '../placement.ts';
import { useConflictChannel } from './conflictChannel.tsx';
import { clearDraft, draftKey } from './drafts.ts';

interface Open {
  conflict: Conflict;
  mine: Record<string, unknown>;
  changed: string[];
}

/**
 * Listens on the edit view's channel (conflictChannel.tsx) while the form is mounted: a conflict opens
 * the part; any other failure is notified as usual. Returns the part, when a conflict is open.
 */
export function useFormConflict(): ReactNode {
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

  const channel = useConflictChannel();
  const onError = useCallback(
    (error: unknown) => {
      const conflict = conflictOf(error);
      if (!conflict) {
        channel?.notify(error);
        return;
      }
      const mine = form.getValues();
      const declared = (def?.fields ?? []).filter((f) => inForm(f, 'edit')).map((f) => f.source);
      const loaded = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
      const changed = changedSources(formSources(mine, declared), mine, loaded);
      void loadMessages().then(() => setOpen({ conflict, mine, changed }));
    },
    [form, def, channel, loadMessages],
  );
  useEffect(() => channel?.listen(onError), [channel, onError]);

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

  // Taking the current one drops the draft once the form shows that version: the form's reset to
  // it (an effect of the form, which runs after this part's) may write the draft once more.
  const taken = useRef<number | undefined>(undefined);
  const shownVersion = versionOf(record);
  const userId = identity?.id === undefined ? undefined : String(identity.id);
  const recordId = record?.id;
  useEffect(() => {
    if (taken.current === undefined || shownVersion !== taken.current) return undefined;
    taken.current = undefined;
    if (userId === undefined || recordId === undefined) return undefined;
    const timer = setTimeout(() => clearDraft(draftKey(userId, resource, recordId)), 0);
    return () => clearTimeout(timer);
  }, [shownVersion, userId, resource, recordId]);

  const takeCurrent = async () => {
    if (!open) return;
    taken.current = open.conflict.version;
    setOpen(null);
    await edit?.refetch();
    notify('pa.conflict.reloaded', { type: 'info' });
  };

  return open ? (
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
}
