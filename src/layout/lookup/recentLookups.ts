/**
 * The records opened from the look-up (docs/lookup.md), remembered per user in react-admin's store and
 * shown while the look-up's box is empty. Two accounts on one computer never share them; the list keeps
 * the latest few, most recent first, each record once.
 */
import { useStore } from 'react-admin';

/** Records remembered as recent look-ups. */
const RECENT_LIMIT = 8;

/** A record opened from the look-up, remembered per user. */
export interface RecentLookup {
  resource: string;
  id: string | number;
  title: string;
  key: string;
  keyField: string;
  keyFilter: string;
}

/** The store key of a user's recent look-ups: two accounts on one computer never share them. */
export const recentKey = (userId: string | number) => `pa.lookup.recent.${userId}`;

/** The user's recent look-ups and their setter (an empty list, not shared, before the user is known). */
export function useRecentLookups(userId: string | number | undefined) {
  return useStore<RecentLookup[]>(recentKey(userId ?? 'signed-out'), []);
}

/**
 * The recent look-ups once `choice` is opened: it first (without where it opens), then the others, at
 * most RECENT_LIMIT. `fromRecent`: it was chosen in the recent list, whose key names its screen.
 */
export function rememberLookup(
  recent: readonly RecentLookup[],
  choice: RecentLookup & { target: string },
  fromRecent: boolean,
): RecentLookup[] {
  const { target: _target, ...chosen } = choice;
  // A recent record is remembered with its own key, not with the screen's name shown beside it.
  const remembered = fromRecent
    ? (recent.find((r) => r.resource === chosen.resource && r.id === chosen.id) ?? chosen)
    : chosen;
  return [remembered, ...recent.filter((r) => r.resource !== choice.resource || r.id !== choice.id)].slice(
    0,
    RECENT_LIMIT,
  );
}
