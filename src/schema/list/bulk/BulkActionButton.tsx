/**
 * A declared action with `bulk: true` on the list's selected rows (docs/lists.md, "Bulk actions"):
 * confirmed with the count (and the total of a money action), then sent row by row, each row with its
 * own Idempotency-Key and its If-Match, with the progress and the results of BulkRunDialog.
 */
import { Fragment, useCallback, useRef } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import {
  useDataProvider,
  useListContext,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { ConfirmActionButton } from '../../../components/ConfirmActionButton.tsx';
import { usePartMessages } from '../../../components/partMessages.ts';
import { formatSatang, sumField } from '../../../data/money.ts';
import type { PaymentAdminDataProvider } from '../../../data/resourceDataProvider.ts';
import { SelectionSummary, useSelectedRecords } from '../../actions/SelectionSummary.tsx';
import { meetsCondition } from '../../declarations/actions.ts';
import type { ResourceActionDeclaration, ResourceDefinition } from '../../types.ts';
import { BulkRunDialog } from './BulkRunDialog.tsx';
import { useBulkRun } from './useBulkRun.ts';

/** The money field a money action's confirmation totals: `summary.total`, else the first money field. */
export function totalField(def: ResourceDefinition, action: ResourceActionDeclaration): string | undefined {
  if (!action.money) return undefined;
  return action.summary?.total ?? def.fields.find((field) => field.type === 'money')?.source;
}

export function BulkActionButton({
  def,
  action,
}: {
  def: ResourceDefinition;
  action: ResourceActionDeclaration;
}) {
  usePartMessages('bulk');
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const { selectedIds, onUnselectItems } = useListContext();
  const selected = useSelectedRecords(selectedIds);
  const targets = selected.filter((record) => meetsCondition(action.when, record));
  // The rows as they were shown when the run started: their versions are the If-Match of each call.
  const shown = useRef(new Map<Identifier, RaRecord>());
  const send = useCallback(
    (id: Identifier, idempotencyKey: string) =>
      dataProvider.runAction(def.name, {
        action,
        id,
        record: shown.current.get(id),
        data: action.body,
        idempotencyKey,
      }),
    [dataProvider, def.name, action],
  );
  const run = useBulkRun(send);
  const label = translate(action.label, { _: action.name });
  const count = targets.length;
  const field = totalField(def, action);

  const content = (
    <Fragment>
      <DialogContentText>
        {translate('pa.bulk.confirmContent', { action: label, smart_count: count })}
      </DialogContentText>
      {selected.length > count && (
        <DialogContentText sx={{ mt: 1 }}>
          {translate('pa.bulk.skipped', { smart_count: selected.length - count })}
        </DialogContentText>
      )}
      {action.summary && (
        <SelectionSummary def={def} records={targets} summary={{ fields: action.summary.fields }} />
      )}
      {field && (
        <DialogContentText sx={{ mt: 1, fontWeight: 'bold' }} data-testid="bulk-total">
          {translate('pa.bulk.total', { total: formatSatang(sumField(targets, field)) })}
        </DialogContentText>
      )}
    </Fragment>
  );

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
    String(shown.current.get(outcome.id)?.[def.recordTitle] ?? outcome.id);

  return (
    <>
      <ConfirmActionButton
        label={label}
        color={action.money ? 'warning' : 'primary'}
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
