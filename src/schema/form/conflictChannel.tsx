/**
 * How a refused save reaches the conflict part: the edit view (`<Edit mutationOptions>`) hands every
 * save's failure to a channel, and the form's conflict part (FormConflict.tsx), which lives inside
 * the form where the typed values are, listens on it. Whatever way the form was submitted (the save
 * button, the confirmed save, the Enter key), the failure goes the same way. Without a listener the
 * failure is notified as react-admin does.
 */
import { createContext, useContext, useRef, useState } from 'react';
import { useNotify, type HttpError } from 'react-admin';
import { errorText } from '../../components/errorText.ts';

export type FailureHandler = (error: unknown) => void;

export interface ConflictChannel {
  /** The edit view's `onError`. */
  onError: FailureHandler;
  /** The form's conflict part listens while it is mounted; returns the way to stop. */
  listen(handler: FailureHandler): () => void;
  /** react-admin's own notice of a failed save (none for a validation failure, shown at the fields). */
  notify: FailureHandler;
}

export const ConflictChannelContext = createContext<ConflictChannel | null>(null);

export const useConflictChannel = (): ConflictChannel | null => useContext(ConflictChannelContext);

/** The channel of an edit view: pass `onError` to its mutation options and provide it to its form. */
export function useEditConflicts(): ConflictChannel {
  const notify = useNotify();
  const notice = useRef<FailureHandler>(() => undefined);
  notice.current = (error) => {
    const errors = (error as HttpError | undefined)?.body?.errors as unknown;
    if (typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0) return;
    // As react-admin's own: the message (a translation key or the service's text), translated by notify.
    const message = errorText(error);
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
  const [channel] = useState<ConflictChannel>(() => {
    let listener: FailureHandler | undefined;
    return {
      onError: (error) => (listener ?? notice.current)(error),
      notify: (error) => notice.current(error),
      listen(handler) {
        listener = handler;
        return () => {
          if (listener === handler) listener = undefined;
        };
      },
    };
  });
  return channel;
}
