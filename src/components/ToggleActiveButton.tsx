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
  /** A child's parent and ancestor ids, by param, for the toggle path's placeholders. */
  meta?: Record<string, unknown>;
}

function isActive(record: RaRecord, source: string): boolean {
  return record[source] === true || record[source] === 'true' || record[source] === 1;
}

/**
 * Active/inactive switch: asks first, then calls the resource's toggle endpoint and refreshes the
 * page so the new state comes from the server. Read-only users see a chip. When the caller has decided
 * the permission for the whole list (`allowed`), no row asks again: a list would otherwise keep one
 * `canAccess` query per row in the cache, each for nothing.
 */
export function ToggleActiveButton(props: ToggleActiveButtonProps) {
  return props.allowed === undefined ? (
    <AskedToggle {...props} />
  ) : (
    <Toggle {...props} allowed={props.allowed} />
  );
}

function AskedToggle(props: ToggleActiveButtonProps) {
  const access = useCanAccess({ resource: props.resource, action: 'toggle' });
  return <Toggle {...props} allowed={access.canAccess === true} />;
}

function Toggle({
  resource,
  source,
  titleSource,
  allowed,
  meta,
}: ToggleActiveButtonProps & { allowed: boolean }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  if (!record) return null;
  const active = isActive(record, source);
  if (!allowed) return <ActiveChip active={active} />;

  const name = String(record[titleSource] ?? record.id);
  return (
    <ConfirmedToggle
      active={active}
      name={name}
      tooltip
      run={() => dataProvider.toggleActive(resource, { id: record.id, previousData: record, meta })}
      record={{ resource, id: record.id, shown: record }}
    />
  );
}
