/**
 * A switch or an action refused because the record changed since it was shown (412 `conflict`): the
 * conflict part (ConflictDialog, `variant: 'write'`) says who and when and compares, field by field,
 * the record as the person saw it with the record as it is now; they do it again on top of the
 * current version, or take the current one (the page shows it). An action already carried out
 * (409 `already_done`) and a conflict with nothing to compare get the notice (notice.ts).
 * docs/api-contract.md, "Versions and conflicts".
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useRefresh, useTranslateLabel, type Identifier } from 'react-admin';
import { VERSION_FIELDS } from '../../contract/errors.ts';
import { conflictOf, writeOnTopOf, type Conflict } from '../../data/provider/versions.ts';
import { lazyPart } from '../lazyPart.tsx';
import type { ConflictRow } from './conflictValues.ts';
import { useConflictMessages, useRefusalNotice } from './notice.ts';

// The dialog's code and the comparison's load with the first refusal: switches and actions are on the
// first screens, refusals are rare.
const ConflictDialog = lazyPart(() => import('./ConflictDialog.tsx').then((m) => m.ConflictDialog));

export interface RefusedWrite {
  /** What was done (`approve`, `disapprove`), for "already approved by …". */
  kind?: string;
  /** The resource (its field labels; the version the next write is made on top of is kept under it). */
  resource: string;
  /** The record the write named. */
  id: Identifier;
  /** The record as the person saw it when they asked for the write. */
  shown?: Record<string, unknown>;
  /** The same write again; it is made on top of the current version. */
  retry: () => unknown;
}

interface Open {
  conflict: Conflict;
  rows: ConflictRow[];
  write: RefusedWrite;
}

const OWN_FIELDS = new Set<string>(['id', ...VERSION_FIELDS]);

/** The fields of the record as shown whose value the current record has otherwise. */
async function staleRows(
  shown: Record<string, unknown>,
  current: Record<string, unknown>,
): Promise<ConflictRow[]> {
  const { conflictRows } = await import('./conflictValues.ts');
  const sources = Object.keys(shown).filter((source) => !OWN_FIELDS.has(source) && source in current);
  return conflictRows(sources, shown, current);
}

/**
 * `refuse(error, write)`: true when the failure was a conflict (the conflict part opens) or an action
 * already done (its notice), false for any other failure, left to the caller. `dialog` is rendered
 * by the caller, beside its button.
 */
export function useRefusal(): {
  refuse: (error: unknown, write: RefusedWrite) => Promise<boolean>;
  dialog: ReactNode;
} {
  const notice = useRefusalNotice();
  const loadMessages = useConflictMessages();
  const refresh = useRefresh();
  const translateLabel = useTranslateLabel();
  const [open, setOpen] = useState<Open>();

  const refuse = useCallback(
    async (error: unknown, write: RefusedWrite) => {
      const conflict = conflictOf(error);
      if (!conflict || !write.shown || conflict.version === undefined) return notice(error, write.kind);
      const [rows] = await Promise.all([staleRows(write.shown, conflict.current), loadMessages()]);
      setOpen({ conflict, rows, write });
      return true;
    },
    [notice, loadMessages],
  );

  const takeCurrent = () => {
    setOpen(undefined);
    refresh();
  };
  const retry = () => {
    if (!open) return;
    const { conflict, write } = open;
    setOpen(undefined);
    if (conflict.version !== undefined) writeOnTopOf(write.resource, write.id, conflict.version);
    void write.retry();
  };

  const dialog = open ? (
    <ConflictDialog
      variant="write"
      conflict={open.conflict}
      rows={open.rows}
      labelOf={(source) => {
        const label = translateLabel({ source, resource: open.write.resource });
        return typeof label === 'string' ? label : source;
      }}
      onApplyMine={retry}
      onTakeCurrent={takeCurrent}
      onClose={takeCurrent}
    />
  ) : null;
  return { refuse, dialog };
}
