/**
 * A declared action with `bulk: true` on the list's selected rows (docs/lists.md, "Bulk actions"):
 * confirmed with the count (and the total of a money action), then sent row by row, each row with its
 * own Idempotency-Key and its If-Match (BulkRunButton).
 */
import { Fragment, useCallback } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { usePartMessages } from '../../../components/partMessages.ts';
import { formatSatang, sumField } from '../../../data/money.ts';
import type { PaymentAdminDataProvider } from '../../../data/resourceDataProvider.ts';
import { SelectionSummary, useSelectedRecords } from '../../actions/SelectionSummary.tsx';
import { meetsCondition } from '../../declarations/actions.ts';
import type { ResourceActionDeclaration, ResourceDefinition } from '../../types.ts';
import { BulkRunButton } from './BulkRunButton.tsx';

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
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const { selectedIds } = useListContext();
  const selected = useSelectedRecords(selectedIds);
  const targets = selected.filter((record) => meetsCondition(action.when, record));
  const send = useCallback(
    (id: Identifier, idempotencyKey: string, record: RaRecord | undefined) =>
      dataProvider.runAction(def.name, { action, id, record, data: action.body, idempotencyKey }),
    [dataProvider, def.name, action],
  );
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

  return (
    <BulkRunButton
      label={label}
      color={action.money ? 'warning' : 'primary'}
      recordTitle={def.recordTitle}
      targets={targets}
      content={content}
      send={send}
    />
  );
}
