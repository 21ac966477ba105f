/** The text to show for a failed call: the server's message (HttpError) or react-admin's generic one. */
export function errorText(error: unknown): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return 'ra.notification.http_error';
}
