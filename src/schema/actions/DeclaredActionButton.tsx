import { Fragment, useContext } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import {
  ListContext,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { ConfirmActionButton } from '../../components/ConfirmActionButton.tsx';
import { errorText } from '../../components/errorText.ts';
import type { PaymentAdminDataProvider } from '../../data/resourceDataProvider.ts';
import type { ResourceActionDeclaration, ResourceDefinition } from '../types.ts';
import { useIdempotencyKey } from './useIdempotencyKey.ts';

interface Target {
  id?: Identifier;
  ids?: Identifier[];
  /** What the dialog names: the record's title, or the number of selected rows. */
  name: string;
}

function useTarget(def: ResourceDefinition, scope: ResourceActionDeclaration['scope']): Target | null {
  const record = useRecordContext();
  const list = useContext(ListContext);
  const translate = useTranslate();
  if (scope === 'row') {
    if (!record) return null;
    return { id: record.id, name: String(record[def.recordTitle] ?? record.id) };
  }
  if (scope === 'bulk') {
    const ids = list?.selectedIds ?? [];
    return { ids, name: translate('pa.engine.action.selected', { smart_count: ids.length }) };
  }
  return { name: translate(`resources.${def.name}.name`, { _: def.path }) };
}

/**
 * A declared action (row, page or bulk): always confirmed, naming what it applies to. Money actions
 * wait for the server (no undo window), cannot be sent twice, and carry an Idempotency-Key.
 */
export function DeclaredActionButton({
  def,
  action,
}: {
  def: ResourceDefinition;
  action: ResourceActionDeclaration;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  // Row actions also sit on the view page, where there is no list.
  const list = useContext(ListContext);
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const { keyFor, settle } = useIdempotencyKey();
  const target = useTarget(def, action.scope);
  if (!target) return null;

  const targetKey = `${action.name}:${target.id ?? ''}:${(target.ids ?? []).join(',')}`;
  const label = translate(action.label, { _: action.name });
  const run = async () => {
    try {
      await dataProvider.runAction(def.name, {
        action,
        id: target.id,
        ids: target.ids,
        idempotencyKey: action.money ? keyFor(targetKey) : undefined,
      });
      settle();
      notify('pa.engine.action.done', { type: 'success', messageArgs: { action: label, name: target.name } });
      if (action.scope === 'bulk') list?.onUnselectItems();
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };

  const question = translate(action.confirm ?? 'pa.engine.action.confirmContent', {
    _: translate('pa.engine.action.confirmContent', { action: label, name: target.name }),
    action: label,
    name: target.name,
  });
  return (
    <ConfirmActionButton
      label={label}
      color={action.money ? 'warning' : 'primary'}
      title={translate('pa.engine.action.confirmTitle', { action: label, name: target.name })}
      content={
        <Fragment>
          <DialogContentText>{question}</DialogContentText>
          {action.money && (
            <DialogContentText sx={{ mt: 1, fontWeight: 'bold' }}>
              {translate('pa.engine.action.moneyNotice')}
            </DialogContentText>
          )}
        </Fragment>
      }
      onConfirm={run}
      disabled={action.scope === 'bulk' && (target.ids ?? []).length === 0}
    />
  );
}
