/**
 * Where the mock database keeps its changes, apart from the database itself (mocks/db/index.ts, which
 * brings every entity's seed): the page's mock chunk (mocks/browser.ts) needs the key and the memory
 * storage before the database's own chunk has loaded.
 */

export const MOCK_DB_STORAGE_KEY = 'pa.mockdb.v1';

/** A Storage kept in memory: node tests and the HTTP mode. */
export function createMemoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => Array.from(map.keys())[index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}
