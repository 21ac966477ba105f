import { useCanAccess, useDataProvider, useRecordContext, type RaRecord } from 'react-admin';
import type { PaymentAdminDataProvider } from '../data/resourceDataProvider.ts';
import { ActiveChip } from './ActiveChip.tsx';
import { ConfirmedToggle } from './ConfirmedToggle.tsx';

export interface ToggleActiveButtonProps {
  resource: string;
  /** The record's active flag (e.g. `isActive`). */
  source: string;
  /** Field that names the record in the confirmation. */
  titleSource: string;
  /** Permission decided by the caller for a whole list; otherwise asked here (action `toggle`). */
  allowed?: boolean;
}

function isActive(record: RaRecord, source: string): boolean {
  return record[source] === true || record[source] === 'true' || record[source] === 1;
}

/**
 * Active/inactive switch: asks first, then calls the resource's toggle endpoint and refreshes the
 * page so the new state comes from the server. Read-only users see a chip.
 */
export function ToggleActiveButton({ resource, source, titleSource, allowed }: ToggleActiveButtonProps) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const access = useCanAccess({ resource, action: 'toggle', enabled: allowed === undefined });
  if (!record) return null;
  const active = isActive(record, source);
  const canToggle = allowed ?? access.canAccess === true;
  if (!canToggle) return <ActiveChip active={active} />;

  const name = String(record[titleSource] ?? record.id);
  return (
    <ConfirmedToggle
      active={active}
      name={name}
      tooltip
      run={() => dataProvider.toggleActive(resource, { id: record.id, previousData: record })}
    />
  );
}
