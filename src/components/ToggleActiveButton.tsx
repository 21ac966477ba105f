import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import {
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { PaymentAdminDataProvider } from '../data/resourceDataProvider.ts';
import { ActiveChip } from './ActiveChip.tsx';
import { ConfirmActionButton } from './ConfirmActionButton.tsx';
import { errorText } from './errorText.ts';

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
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const access = useCanAccess({ resource, action: 'toggle', enabled: allowed === undefined });
  if (!record) return null;
  const active = isActive(record, source);
  const canToggle = allowed ?? access.canAccess === true;
  if (!canToggle) return <ActiveChip active={active} />;

  const name = String(record[titleSource] ?? record.id);
  const verb = active ? 'deactivate' : 'activate';
  const toggle = async () => {
    try {
      await dataProvider.toggleActive(resource, { id: record.id, previousData: record });
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
        <Tooltip title={label}>
          <Switch
            size="small"
            checked={active}
            disabled={disabled}
            onClick={onClick}
            slotProps={{ input: { 'aria-label': `${label}: ${name}` } }}
          />
        </Tooltip>
      )}
    />
  );
}
