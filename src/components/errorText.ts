/**
 * The text to show for a failed call. A failure the service named by a known code already carries its
 * translation key (src/data/httpErrors.ts, `errorMessageFromBody`); a service's own text (an unknown
 * code, or none) is shown after a translated lead sentence when a translator is given.
 */
import type { TranslateFunction } from 'react-admin';

/** The lead sentence before a service's own text (i18n/messages/failures.ts). */
export const SERVICE_TEXT_LEAD = 'pa.failure.serviceSaid';

/** A translation key of the console's or react-admin's, as opposed to a service's own words. */
const isMessageKey = (text: string) => /^(pa|ra)\.[\w.-]+$/.test(text);

/** Whether the failure is a call's answer (it has an HTTP status) rather than the console's own error. */
const isAnswer = (error: Error) => 'status' in error && typeof error.status === 'number';

/**
 * The failure's text. Without `translate`: the translation key or the server's message, for a caller
 * that translates it (`translate(text, { _: text })`, `notify`). With `translate`: the words to show,
 * a service's own text after the translated lead sentence.
 */
export function errorText(error: unknown, translate?: TranslateFunction): string {
  const own = (text: string) => (translate ? translate(text, { _: text }) : text);
  if (typeof error === 'string' && error.trim() !== '') return own(error);
  if (error instanceof Error && error.message.trim() !== '') {
    const message = error.message.trim();
    if (!translate || isMessageKey(message) || !isAnswer(error)) return own(message);
    return `${translate(SERVICE_TEXT_LEAD)} ${message}`;
  }
  return own('ra.notification.http_error');
}
