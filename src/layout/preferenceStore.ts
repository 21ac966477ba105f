import { localStorageStore, type Store } from 'react-admin';
import { SAVED_VIEWS_PREFIX } from '../schema/list/views/viewsKey.ts';

/**
 * react-admin's store, except that signing out keeps the user preferences: the chosen language, and each
 * user's saved list views (kept under the user's id, so another account never sees them: docs/lists.md).
 */
export function preferenceKeepingStore(): Store {
  const store = localStorageStore(undefined, 'payment-admin');
  return {
    ...store,
    reset() {
      const kept = { ...store.listItems?.(SAVED_VIEWS_PREFIX), locale: store.getItem('locale') };
      store.reset();
      for (const [key, value] of Object.entries(kept)) if (value !== undefined) store.setItem(key, value);
    },
  };
}
