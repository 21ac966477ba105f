import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ConfirmActionButton } from './ConfirmActionButton.tsx';
import { useRefusalNotice } from './conflict/notice.ts';
import { errorText } from './errorText.ts';

export interface ConfirmedToggleProps {
  active: boolean;
  /** Names the record in the question, the switch's label and the notification. */
  name: string;
  /** The call that flips the flag on the server. */
  run: () => Promise<unknown>;
  /** Shows the action as a tooltip over the switch. */
  tooltip?: boolean;
}

/**
 * The one confirm-and-toggle flow: a switch that asks first (activate / deactivate, naming the record),
 * makes the call, notifies, and refreshes so the new state comes from the server; a failure shows the
 * server's message and leaves the switch as it was.
 */
export function ConfirmedToggle({ active, name, run, tooltip = false }: ConfirmedToggleProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const refusal = useRefusalNotice();
  const verb = active ? 'deactivate' : 'activate';
  const toggle = async () => {
    try {
      await run();
      notify(`pa.engine.toggle.${verb}d`, { type: 'success', messageArgs: { name } });
      refresh();
    } catch (error) {
      // Switched by someone else since it was shown: said so, and the page shows it as it is now.
      if (await refusal(error)) return;
      notify(errorText(error, translate), { type: 'error' });
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
      trigger={({ onClick, disabled }) => {
        const control = (
          <Switch
            size="small"
            checked={active}
            disabled={disabled}
            onClick={onClick}
            slotProps={{ input: { 'aria-label': `${label}: ${name}` } }}
          />
        );
        return tooltip ? <Tooltip title={label}>{control}</Tooltip> : control;
      }}
    />
  );
}
