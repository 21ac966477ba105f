import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useEditContext, useLogoutIfAccessDenied, useShowContext, useTranslate } from 'react-admin';
import { errorText } from './errorText.ts';

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * A 401 ends the session wherever it is shown: calls made outside react-admin's data hooks (master
 * lists, lookups) are handed to the auth provider too, which signs out to /login. Other failures stay.
 */
function useSignOutWhenExpired(error: unknown) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const expired = statusOf(error) === 401;
  useEffect(() => {
    if (expired) void logoutIfAccessDenied(error);
  }, [expired, error, logoutIfAccessDenied]);
}

/**
 * A call that failed while loading a screen (list, view page, settings page, form): the server's own
 * message, or the translated one naming the service, and a button that tries again.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  useSignOutWhenExpired(error);
  const message = errorText(error, translate);
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('pa.engine.load.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** `error` of a react-admin Show: its record could not be read. */
export function ShowLoadError() {
  const { error, refetch } = useShowContext();
  return <LoadError error={error} onRetry={() => void refetch()} />;
}

/** `error` of a react-admin Edit: the record to edit could not be read. */
export function EditLoadError() {
  const { error, refetch } = useEditContext();
  return <LoadError error={error} onRetry={() => void refetch()} />;
}

/**
 * Query options of a Show or Edit that keep the page on a failed read (the page shows `ShowLoadError`
 * or `EditLoadError`) instead of react-admin's default "not found" notice and jump to the list.
 */
export const KEEP_PAGE_ON_ERROR = { onError: () => undefined } as const;

/** The same, small enough for an input's helper line (a dropdown whose list could not be read). */
export function InlineLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  useSignOutWhenExpired(error);
  const message = errorText(error, translate);
  return (
    <span role="alert">
      {message}{' '}
      <Button
        size="small"
        color="inherit"
        onClick={onRetry}
        sx={{ minWidth: 0, p: 0, verticalAlign: 'baseline' }}
      >
        {translate('pa.engine.load.retry')}
      </Button>
    </span>
  );
}
