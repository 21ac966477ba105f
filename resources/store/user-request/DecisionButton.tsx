import { Fragment } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { errorText, useRefusal } from '../../../src/components/index.ts';
import type { PaymentAdminDataProvider } from '../../../src/data/index.ts';
import { ActionFormDialog, useDeclaration, useIdempotencyKey } from '../../../src/schema/pages.ts';
import type { FieldDeclaration, ResourceActionDeclaration } from '../../../src/schema/index.ts';
import { decisionBody, type Decision, type PendingItem } from './requestItems.ts';

const R = 'resources.store/user-request';

const DECIDE: ResourceActionDeclaration = {
  name: 'decide',
  label: `${R}.messages.approve`,
  permission: 'approve',
  scope: 'row',
  method: 'POST',
  path: 'user_request/{id}',
  money: true,
};

/** A remark is needed to disapprove; approving may carry one. */
const remarkField = (required: boolean): FieldDeclaration[] => [
  { source: 'remark', type: 'longText', maxLength: 500, required, label: `${R}.fields.remark` },
];

/** Approve or disapprove one pending item: confirmed with a remark, sent once, Idempotency-Key on retry. */
export function DecisionButton({ item, decision }: { item: PendingItem; decision: Decision }) {
  const def = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PaymentAdminDataProvider>();
  const { keyFor, settle } = useIdempotencyKey();
  const { refuse, dialog } = useRefusal();
  if (!record) return null;
  const action = translate(`${R}.messages.${decision}`);
  const args = { action, item: item.key, name: String(record.id) };

  const submit = async (values: Record<string, unknown>): Promise<boolean> => {
    try {
      await dataProvider.runAction(def.name, {
        action: DECIDE,
        id: record.id,
        record,
        data: decisionBody(item, decision, values.remark),
        idempotencyKey: keyFor(`${record.id}:${item.kind}:${item.key}:${decision}`),
      });
      settle();
      notify(`${R}.messages.decided`, { type: 'success', messageArgs: args });
      refresh();
      return true;
    } catch (error) {
      // Decided by someone else meanwhile: "already approved by …", and the page shows it; the
      // request changed otherwise: the conflict part compares it as shown with the current one.
      const refused = await refuse(error, {
        kind: decision,
        resource: def.name,
        id: record.id,
        shown: record,
        retry: () => submit(values),
      });
      if (refused) return true;
      notify(errorText(error), { type: 'error' });
      return false;
    }
  };

  return (
    <Fragment>
      <ActionFormDialog
        label={action}
        title={translate(`${R}.messages.decideTitle`, args)}
        content={<DialogContentText>{translate(`${R}.messages.decideContent`, args)}</DialogContentText>}
        fields={remarkField(decision === 'disapprove')}
        color={decision === 'approve' ? 'primary' : 'warning'}
        disabled={false}
        onSubmit={submit}
      />
      {dialog}
    </Fragment>
  );
}
