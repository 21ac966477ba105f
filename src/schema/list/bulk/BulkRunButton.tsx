/**
 * What every row-by-row bulk button shares (docs/lists.md, "Bulk actions"): the confirmation naming
 * the count, then the rows sent one by one, each with its own Idempotency-Key and, through `send`, the
 * row as the list showed it (its version is the call's If-Match), under BulkRunDialog's progress and
 * results; closing the results clears the selection and reloads the list.
 */
import { useCallback, useRef, type ReactNode } from 'react';
import {
  useListContext,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { ConfirmActionButton } from '../../../components/ConfirmActionButton.tsx';
import { BulkRunDialog } from './BulkRunDialog.tsx';
import { useBulkRun } from './useBulkRun.ts';

/** One row's call: its id, its key for the run, and the row as it was shown when the run started. */
export type BulkRowSend = (id: Identifier, idempotencyKey: string, shown: RaRecord | undefined) => Promise<unknown>;

export function BulkRunButton({
  label,
  color = 'primary',
  recordTitle,
  targets,
  content,
  send,
}: {
  /** The button's translated label (also the dialogs' titles). */
  label: string;
  color?: 'primary' | 'warning';
  /** The field that names a row in the results. */
  recordTitle: string;
  /** The selected rows the run applies to. */
  targets: readonly RaRecord[];
  /** The confirmation's body. */
  content: ReactNode;
  send: BulkRowSend;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  // The rows as they were shown when the run started: their versions are the If-Match of each call.
  const shown = useRef(new Map<Identifier, RaRecord>());
  const sendRow = useCallback(
    (id: Identifier, idempotencyKey: string) => send(id, idempotencyKey, shown.current.get(id)),
    [send],
  );
  const run = useBulkRun(sendRow);
  const count = targets.length;

  const confirm = () => {
    shown.current = new Map(targets.map((record) => [record.id, record]));
    void run.start(targets.map((record) => record.id));
    return Promise.resolve();
  };
  const close = () => {
    run.reset();
    onUnselectItems();
    refresh();
  };
  const rowName = (outcome: { id: Identifier }) =>
    String(shown.current.get(outcome.id)?.[recordTitle] ?? outcome.id);

  return (
    <>
      <ConfirmActionButton
        label={label}
        color={color}
        title={translate('pa.bulk.confirmTitle', { action: label, smart_count: count })}
        content={content}
        onConfirm={confirm}
        disabled={count === 0 || run.state.phase !== 'idle'}
      />
      <BulkRunDialog
        label={label}
        state={run.state}
        rowName={rowName}
        onCancel={run.cancel}
        onRetry={() => void run.retryFailed()}
        onClose={close}
      />
    </>
  );
}
