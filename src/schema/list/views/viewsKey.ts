/**
 * Where a user's saved views of a list are kept in react-admin's store: one entry per user and list,
 * `views.<user id>.<resource>` (docs/lists.md). A module of its own because the list's first screen
 * reads it; the rest of the saved views' code loads on first use (savedViews.ts).
 */
export const SAVED_VIEWS_PREFIX = 'views.';

/** The id is encoded, dots included, so no user's id reaches into another's entries. */
export function savedViewsKey(userId: string | number, resource: string): string {
  return `${SAVED_VIEWS_PREFIX}${encodeURIComponent(String(userId)).replaceAll('.', '%2E')}.${resource}`;
}

/** The list-address parameter that opens a saved view by its slug: `?view=<slug>`. */
export const VIEW_PARAM = 'view';
