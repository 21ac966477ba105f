import { describe, expect, it } from 'vitest';
import { firstScreenList } from '../../../src/loading/firstPage.ts';
import { readStoredUser } from '../../../src/auth/storedUser.ts';
import { resources } from '../../../resources/declared.ts';

describe('first screen list', () => {
  it('finds the declared list the page opens, and nothing with a query or on another path', () => {
    const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });
    expect(firstScreenList(resources, at('/management/store-type'))?.name).toBe('management/store-type');
    expect(firstScreenList(resources, at('/management/store-type', '?page=2'))).toBeUndefined();
    expect(firstScreenList(resources, at('/management/store-type/view/1'))).toBeUndefined();
    expect(firstScreenList(resources, at('/login'))).toBeUndefined();
  });
});

describe('stored user', () => {
  it('reads what oidc-client-ts stored, and refuses anything else', () => {
    const storage = window.localStorage;
    storage.setItem(
      'k',
      JSON.stringify({ access_token: 't', expires_at: 10, id_token: 'i', profile: { sub: 's' } }),
    );
    expect(readStoredUser('k', storage)).toEqual({
      access_token: 't',
      expires_at: 10,
      id_token: 'i',
      profile: { sub: 's' },
    });
    storage.setItem('k', '{not json');
    expect(readStoredUser('k', storage)).toBeNull();
    storage.setItem('k', JSON.stringify({ access_token: '' }));
    expect(readStoredUser('k', storage)).toBeNull();
    storage.removeItem('k');
    expect(readStoredUser('k', storage)).toBeNull();
  });
});
