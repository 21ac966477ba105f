import Switch from '@mui/material/Switch';
import { useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { ActiveChip } from '../../components/ActiveChip.tsx';
import { ConfirmActionButton } from '../../components/ConfirmActionButton.tsx';
import { errorText } from '../../components/errorText.ts';
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
}: ItemToggleButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const active = item[itemSource] === true || item[itemSource] === 'true';
  const key = item[itemKey];
  if (!allowed || (typeof key !== 'string' && typeof key !== 'number')) return <ActiveChip active={active} />;

  const name = `${parentTitle} — ${String(key)}`;
  const verb = active ? 'deactivate' : 'activate';
  const toggle = async () => {
    try {
      await dataProvider.toggleItem(resource, { id: parentId, item: key, source: listSource });
      notify(`pa.engine.toggle.${verb}d`, { type: 'success', messageArgs: { name } });
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };
  const label = translate(`pa.engine.toggle.${verb}`);
  return (
    <ConfirmActionButton
      label={label}
      title={`pa.engine.toggle.${verb}Title`}
      content={`pa.engine.toggle.${verb}Content`}
      translateOptions={{ name }}
      onConfirm={toggle}
      trigger={({ onClick, disabled }) => (
        <Switch
          size="small"
          checked={active}
          disabled={disabled}
          onClick={onClick}
          slotProps={{ input: { 'aria-label': `${label}: ${name}` } }}
        />
      )}
    />
  );
}
