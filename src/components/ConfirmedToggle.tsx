import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { Fragment } from 'react';
import { useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { ConfirmActionButton } from './ConfirmActionButton.tsx';
import { useRefusal } from './conflict/refusal.tsx';
import { errorText } from './errorText.ts';

export interface ConfirmedToggleProps {
  active: boolean;
  /** Names the record in the question, the switch's label and the notification. */
  name: string;
  /** The call that flips the flag on the server. */
  run: () => Promise<unknown>;
  /** Shows the action as a tooltip over the switch. */
  tooltip?: boolean;
  /**
   * The record the switch is on (for an embedded item, its parent) as it was shown: a switch refused
   * because it changed since opens the conflict part (src/components/conflict/refusal.tsx).
   */
  record?: { resource: string; id: Identifier; shown?: Record<string, unknown> };
}

/**
 * The one confirm-and-toggle flow: a switch that asks first (activate / deactivate, naming the record),
 * makes the call, notifies, and refreshes so the new state comes from the server; a failure shows the
 * server's message and leaves the switch as it was. Refused because the record changed since it was
 * shown, it says who and when and what differs, to switch again on the current version.
 */
export function ConfirmedToggle({ active, name, run, tooltip = false, record }: ConfirmedToggleProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { refuse, dialog } = useRefusal();
  const verb = active ? 'deactivate' : 'activate';
  const toggle = async () => {
    try {
      await run();
      notify(`pa.engine.toggle.${verb}d`, { type: 'success', messageArgs: { name } });
      refresh();
    } catch (error) {
      // Changed by someone else since it was shown: who, when and what differs, to do it again.
      if (
        await refuse(error, {
          resource: record?.resource ?? '',
          id: record?.id ?? '',
          shown: record?.shown,
          retry: toggle,
        })
      )
        return;
      notify(errorText(error, translate), { type: 'error' });
    }
  };
  const label = translate(`pa.engine.toggle.${verb}`);
  return (
    <Fragment>
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
      {dialog}
    </Fragment>
  );
}
