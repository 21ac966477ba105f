import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { conflictOf, writeOnTopOf, type Conflict } from '../data/provider/versions.ts';
import { ConfirmActionButton } from './ConfirmActionButton.tsx';
import { useConflictMessages } from './conflict/notice.ts';
import { useWhoWhen } from './conflict/whoWhen.ts';
import { errorText } from './errorText.ts';

export interface DeleteRecordButtonProps {
  /** i18n key of the resource's singular name, for the question. */
  nameKey: string;
  /** Field that names the record in the question (its title). */
  titleSource: string;
  /** Where to go once deleted (a path without the basename); `false` stays (a list row). */
  redirectTo?: string | false;
  /** Passed to the data provider (a child record's parent id). */
  meta?: Record<string, unknown>;
}

/**
 * Delete with a confirmation, pessimistic. One request however fast the clicks: the confirmation
 * ignores clicks while its call is in flight (ConfirmActionButton), and the HTTP client joins an
 * identical call still in flight. A record that is already gone (404) counts as deleted. The delete is
 * made on top of the version shown (If-Match): a record someone changed since is not deleted, and the
 * person is told who changed it and when, and chooses to delete the current version anyway or keep it.
 */
export function DeleteRecordButton({
  nameKey,
  titleSource,
  redirectTo = false,
  meta,
}: DeleteRecordButtonProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [deleteOne] = useDelete();
  const refresh = useRefresh();
  const loadMessages = useConflictMessages();
  const whoWhen = useWhoWhen();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  if (!record || !resource) return null;
  const title = String(record[titleSource] ?? record.id);
  const name = translate(nameKey, { smart_count: 1, _: resource });

  const remove = async (previousData = record) => {
    try {
      await deleteOne(
        resource,
        { id: record.id, previousData, meta },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
      if (redirectTo !== false) redirect(redirectTo);
    } catch (error) {
      // Changed by someone since it was shown: the person chooses, delete the current one or keep it.
      const changed = conflictOf(error);
      if (changed) {
        await loadMessages();
        setConflict(changed);
        return;
      }
      notify(errorText(error, translate), { type: 'error' });
    }
  };
  const deleteAnyway = async () => {
    if (!conflict) return;
    setConflict(null);
    if (conflict.version !== undefined) writeOnTopOf(resource, record.id, conflict.version);
    await remove({ ...record, ...conflict.current, id: record.id });
  };
  const keep = () => {
    setConflict(null);
    notify('pa.conflict.kept_record', { type: 'info' });
    refresh();
  };

  return (
    <>
      <ConfirmActionButton
        label="ra.action.delete"
        icon={<DeleteIcon />}
        color="error"
        title="ra.message.delete_title"
        content="ra.message.delete_content"
        translateOptions={{ name, recordRepresentation: title, id: record.id }}
        onConfirm={() => remove()}
      />
      {conflict && (
        <Confirm
          isOpen
          title="pa.conflict.deleteTitle"
          content="pa.conflict.deleteContent"
          translateOptions={whoWhen(conflict.changedBy, conflict.changedAt)}
          confirm="pa.conflict.deleteAnyway"
          cancel="pa.conflict.keep"
          confirmColor="warning"
          onConfirm={() => void deleteAnyway()}
          onClose={keep}
        />
      )}
    </>
  );
}
