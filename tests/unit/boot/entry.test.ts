import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../mocks/db/index.ts';
import {
  isPublicPath,
  opensOnItsOwn,
  PUBLIC_PATHS,
  runsMocksInPage,
  STORED_USER_KEY_PREFIX,
} from '../../../src/boot/entry.ts';
import { userStorageKey } from '../../../src/auth/storedUser.ts';

const withKeys = (...keys: string[]) => {
  const storage = createMemoryStorage();
  for (const key of keys) storage.setItem(key, '{}');
  return storage;
};

describe('the entry’s choice of boot', () => {
  it('knows the public pages, with or without a trailing slash, and nothing else', () => {
    for (const path of PUBLIC_PATHS) {
      expect(isPublicPath(path)).toBe(true);
      expect(isPublicPath(`${path}/`)).toBe(true);
    }
    for (const path of ['/', '/login/x', '/loginx', '/app/account', '/management/store-type', '/callback'])
      expect(isPublicPath(path)).toBe(false);
  });

  it('opens a public page on its own only when no sign-in is stored', () => {
    expect(opensOnItsOwn('/login', withKeys('RaStorepayment-admin.locale', 'pa.mockdb.v1'))).toBe(true);
    expect(opensOnItsOwn('/register', withKeys())).toBe(true);
    const signedIn = withKeys(userStorageKey({ authority: 'http://127.0.0.1:4173/oidc', client_id: 'pa' }));
    expect(opensOnItsOwn('/login', signedIn)).toBe(false);
    expect(opensOnItsOwn('/management/store-type', withKeys())).toBe(false);
  });

  it('leaves the choice to the console when storage cannot be read', () => {
    expect(opensOnItsOwn('/login', undefined)).toBe(false);
    const blocked = withKeys();
    Object.defineProperty(blocked, 'length', {
      get() {
        throw new Error('blocked');
      },
    });
    expect(opensOnItsOwn('/login', blocked)).toBe(false);
  });

  it('looks for the key oidc-client-ts stores the user under', () => {
    expect(userStorageKey({ authority: 'a', client_id: 'b' }).startsWith(STORED_USER_KEY_PREFIX)).toBe(true);
  });

  it('starts the mock code early only for a config.json that asks for the mocks in the page', () => {
    expect(runsMocksInPage({ mock: { enabled: true, transport: 'worker' } })).toBe(true);
    for (const raw of [
      { mock: { enabled: true, transport: 'http' } },
      { mock: { enabled: false, transport: 'worker' } },
      { mock: { enabled: 'true', transport: 'worker' } },
      { mock: null },
      {},
      null,
      'worker',
    ])
      expect(runsMocksInPage(raw), JSON.stringify(raw)).toBe(false);
  });
});
