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
import { refusalKind } from '../../components/conflict/notice.ts';
import { useRefusal } from '../../components/conflict/refusal.tsx';
import { errorText } from '../../components/errorText.ts';
import type { PaymentAdminDataProvider } from '../../data/resourceDataProvider.ts';
import { isRecord } from '../../data/provider/records.ts';
import { meetsCondition } from '../declarations/actions.ts';
import { useParentMeta } from '../routing/paths.ts';
import type { ResourceActionDeclaration, ResourceDefinition } from '../types.ts';
import { ActionFormDialog } from './ActionFormDialog.tsx';
import { SelectionSummary, useSelectedRecords } from './SelectionSummary.tsx';
import { useIdempotencyKey } from './useIdempotencyKey.ts';

interface Target {
  id?: Identifier;
  record?: Record<string, unknown>;
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
    return { id: record.id, record, name: String(record[def.recordTitle] ?? record.id) };
  }
  if (scope === 'bulk') {
    const ids = list?.selectedIds ?? [];
    return { ids, name: translate('pa.engine.action.selected', { smart_count: ids.length }) };
  }
  return { name: translate(`resources.${def.name}.name`, { _: def.path }) };
}

/** A 409: the records changed meanwhile (e.g. approved by someone else), so the list is stale. */
function isConflict(error: unknown): boolean {
  return isRecord(error) && error.status === 409;
}

/** The answer's own text, when the action declares `answer: 'message'` and the service sent one. */
function answerMessage(action: ResourceActionDeclaration, answer: unknown): string | undefined {
  if (action.answer !== 'message' || !isRecord(answer)) return undefined;
  return typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : undefined;
}

/**
 * A declared action (row, page or bulk): always confirmed, naming what it applies to; with `fields`
 * the confirmation is a form of its own. Shown only where `when` holds. Money actions wait for the
 * server (no undo window), cannot be sent twice, and carry an Idempotency-Key reused on retry.
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
  const { refuse, dialog } = useRefusal();
  const target = useTarget(def, action.scope);
  const parentMeta = useParentMeta(def);
  const selected = useSelectedRecords(action.scope === 'bulk' ? (target?.ids ?? []) : []);
  if (!target) return null;
  if (action.scope === 'row' && !meetsCondition(action.when, target.record)) return null;

  const targetKey = `${action.name}:${target.id ?? ''}:${(target.ids ?? []).join(',')}`;
  const label = translate(action.label, { _: action.name });
  const run = async (data?: Record<string, unknown>): Promise<boolean> => {
    try {
      const { data: answer } = await dataProvider.runAction(def.name, {
        action,
        id: target.id,
        ids: target.ids,
        data: data ?? action.body,
        record: target.record,
        meta: parentMeta,
        idempotencyKey: action.money ? keyFor(targetKey) : undefined,
      });
      settle();
      const message = answerMessage(action, answer);
      if (message) notify(message, { type: 'success' });
      else
        notify('pa.engine.action.done', {
          type: 'success',
          messageArgs: { action: label, name: target.name },
        });
      if (action.scope === 'bulk') list?.onUnselectItems();
      refresh();
      return true;
    } catch (error) {
      // Done already by someone (said so, the page refreshed, nothing twice), or the record changed:
      // the conflict part compares it as shown with the current one, to do it again on that.
      const refused = await refuse(error, {
        kind: refusalKind(action.name),
        resource: def.name,
        id: target.id ?? '',
        shown: target.id === undefined ? undefined : target.record,
        retry: () => run(data),
      });
      if (refused) {
        if (action.scope === 'bulk') list?.onUnselectItems();
        // Nothing is left to send: the dialog closes on the refreshed page.
        return true;
      }
      notify(errorText(error, translate), { type: 'error' });
      if (isConflict(error)) {
        // Show the rows as they are now; the user chooses again from the fresh list.
        if (action.scope === 'bulk') list?.onUnselectItems();
        refresh();
      }
      return false;
    }
  };

  const question = translate(action.confirm ?? 'pa.engine.action.confirmContent', {
    _: translate('pa.engine.action.confirmContent', { action: label, name: target.name }),
    action: label,
    name: target.name,
  });
  const title = translate('pa.engine.action.confirmTitle', { action: label, name: target.name });
  const content = (
    <Fragment>
      <DialogContentText>{question}</DialogContentText>
      {action.scope === 'bulk' && action.summary && (
        <SelectionSummary def={def} records={selected} summary={action.summary} />
      )}
      {action.money && (
        <DialogContentText sx={{ mt: 1, fontWeight: 'bold' }}>
          {translate('pa.engine.action.moneyNotice')}
        </DialogContentText>
      )}
    </Fragment>
  );
  const disabled = action.scope === 'bulk' && (target.ids ?? []).length === 0;
  const fields = action.fields ?? [];
  if (fields.length > 0) {
    // The payload's code comes with the forms' (the dialog's form is loaded on demand too).
    const send = async (values: Record<string, unknown>): Promise<boolean> => {
      let payload: typeof import('../form/payload.ts');
      try {
        payload = await import('../form/payload.ts');
      } catch {
        // Nothing was sent: the dialog stays open with the input, to send again.
        notify('ra.notification.http_error', { type: 'error' });
        return false;
      }
      return run(payload.formPayload({ fields }, 'create')(values));
    };
    return (
      <Fragment>
        <ActionFormDialog
          label={label}
          title={title}
          content={content}
          fields={fields}
          color={action.money ? 'warning' : 'primary'}
          disabled={disabled}
          onSubmit={send}
        />
        {dialog}
      </Fragment>
    );
  }
  return (
    <Fragment>
      <ConfirmActionButton
        label={label}
        color={action.money ? 'warning' : 'primary'}
        title={title}
        content={content}
        onConfirm={() => run()}
        disabled={disabled}
      />
      {dialog}
    </Fragment>
  );
}
