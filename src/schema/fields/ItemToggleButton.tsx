import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { ActiveChip } from '../../components/ActiveChip.tsx';
import { ConfirmedToggle } from '../../components/ConfirmedToggle.tsx';
import type { PaymentAdminDataProvider } from '../../data/resourceDataProvider.ts';

export interface ItemToggleButtonProps {
  resource: string;
  parentId: Identifier;
  /** The embedded list field declaring the toggle. */
  listSource: string;
  /** The item's active flag. */
  itemSource: string;
  item: Record<string, unknown>;
  itemKey: string;
  parentTitle: string;
  allowed: boolean;
  /** The parent record as shown: the switch is made on top of its version (If-Match). */
  parentRecord?: RaRecord;
}

/** One sub-record's active switch (e.g. a bank's payment channel): confirm, call, refresh. */
export function ItemToggleButton({
  resource,
  parentId,
  listSource,
  itemSource,
  item,
  itemKey,
  parentTitle,
  allowed,
  parentRecord,
}: ItemToggleButtonProps) {
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const active = item[itemSource] === true || item[itemSource] === 'true';
  const key = item[itemKey];
  if (!allowed || (typeof key !== 'string' && typeof key !== 'number')) return <ActiveChip active={active} />;

  const name = `${parentTitle} — ${String(key)}`;
  return (
    <ConfirmedToggle
      active={active}
      name={name}
      run={() =>
        dataProvider.toggleItem(resource, {
          id: parentId,
          item: key,
          source: listSource,
          previousData: parentRecord,
        })
      }
      record={{ resource, id: parentId, shown: parentRecord }}
    />
  );
}
