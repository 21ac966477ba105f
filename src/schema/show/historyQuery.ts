/**
 * The react-query key of a record's History (History.tsx): a page that writes the record while its
 * History is shown (a settings page's form in place) invalidates it, so the section reads again.
 * Without `id`, the screen's one record (a settings page).
 */
export const historyQueryKey = (resource: string, id?: string): readonly unknown[] =>
  id === undefined ? ['audit', 'events', resource] : ['audit', 'events', resource, id];
