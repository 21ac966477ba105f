import DeleteIcon from '@mui/icons-material/Delete';
import {
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ConfirmActionButton } from './ConfirmActionButton.tsx';
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
 * identical call still in flight. A record that is already gone (404) counts as deleted.
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
  if (!record || !resource) return null;
  const title = String(record[titleSource] ?? record.id);
  const name = translate(nameKey, { smart_count: 1, _: resource });

  const remove = async () => {
    try {
      await deleteOne(
        resource,
        { id: record.id, previousData: record, meta },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
      if (redirectTo !== false) redirect(redirectTo);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };

  return (
    <ConfirmActionButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      color="error"
      title="ra.message.delete_title"
      content="ra.message.delete_content"
      translateOptions={{ name, recordRepresentation: title, id: record.id }}
      onConfirm={remove}
    />
  );
}
