/**
 * "Switch on" / "Switch off" on the list's selected rows, for a declaration whose toggle endpoint says
 * `bulk: true` (docs/lists.md, "Bulk actions"). The toggle endpoint flips a row's active flag, so only
 * the selected rows not yet in the asked state are sent (the others are named in the confirmation);
 * each row is its own call with its own Idempotency-Key and the If-Match of the version the list showed,
 * so a row someone switched meanwhile is refused as changed rather than switched back.
 */
import { Fragment, useCallback } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider, useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { usePartMessages } from '../../../components/partMessages.ts';
import type { PaymentAdminDataProvider } from '../../../data/resourceDataProvider.ts';
import { useSelectedRecords } from '../../actions/SelectionSummary.tsx';
import { useParentMeta } from '../../routing/paths.ts';
import type { ResourceDefinition } from '../../types.ts';
import { BulkRunButton } from './BulkRunButton.tsx';

/** Whether a row's active flag is on (the list's switch reads it the same way). */
export const isSwitchedOn = (record: RaRecord, source: string): boolean =>
  record[source] === true || record[source] === 'true' || record[source] === 1;

/** The selected rows a "switch on" (`on`) or "switch off" run sends: those not in that state yet. */
export function toggleTargets(records: readonly RaRecord[], source: string, on: boolean): RaRecord[] {
  return records.filter((record) => isSwitchedOn(record, source) !== on);
}

export function BulkToggleButton({
  def,
  source,
  on,
}: {
  def: ResourceDefinition;
  /** The active flag the toggle endpoint flips. */
  source: string;
  /** `true`: "Switch on"; `false`: "Switch off". */
  on: boolean;
}) {
  usePartMessages('bulk');
  const translate = useTranslate();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const { selectedIds } = useListContext();
  const selected = useSelectedRecords(selectedIds);
  const targets = toggleTargets(selected, source, on);
  // A child list's parent ids fill the toggle path's placeholders, as the row's own switch does.
  const meta = useParentMeta(def);
  const send = useCallback(
    (id: Identifier, idempotencyKey: string, record: RaRecord | undefined) =>
      dataProvider.toggleActive(def.name, { id, previousData: record, idempotencyKey, meta }),
    [dataProvider, def.name, meta],
  );
  const label = translate(on ? 'pa.bulk.toggle.on' : 'pa.bulk.toggle.off');
  const count = targets.length;
  const content = (
    <Fragment>
      <DialogContentText>
        {translate('pa.bulk.confirmContent', { action: label, smart_count: count })}
      </DialogContentText>
      {selected.length > count && (
        <DialogContentText sx={{ mt: 1 }} data-testid="bulk-toggle-skipped">
          {translate(on ? 'pa.bulk.toggle.alreadyOn' : 'pa.bulk.toggle.alreadyOff', {
            smart_count: selected.length - count,
          })}
        </DialogContentText>
      )}
    </Fragment>
  );
  return (
    <BulkRunButton
      label={label}
      color={on ? 'primary' : 'warning'}
      recordTitle={def.recordTitle}
      targets={targets}
      content={content}
      send={send}
    />
  );
}
