// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { User, UserManager } from 'oidc-client-ts';
import { userManagerSettings, userStorageKey } from '../../../src/auth/oidc.ts';
import type { SignOnConfig } from '../../../src/config/types.ts';

const signOn: SignOnConfig = {
  authority: '/idp',
  clientId: 'payment-admin',
  redirectUri: '/callback',
  postLogoutRedirectUri: '/login',
  scope: 'openid profile email offline_access',
  forgotPasswordUrl: '/idp/forgot-password',
};

afterEach(() => localStorage.clear());

describe('userManagerSettings', () => {
  it('is a PKCE code-flow public client with relative addresses resolved on this origin', () => {
    const settings = userManagerSettings(signOn, 'http://127.0.0.1:5173');
    expect(settings).toMatchObject({
      authority: 'http://127.0.0.1:5173/idp',
      client_id: 'payment-admin',
      redirect_uri: 'http://127.0.0.1:5173/callback',
      post_logout_redirect_uri: 'http://127.0.0.1:5173/login',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      automaticSilentRenew: true,
    });
    expect(settings).not.toHaveProperty('client_secret');
  });

  it('keeps absolute addresses', () => {
    const settings = userManagerSettings(
      {
        ...signOn,
        authority: 'https://sso.example.co.th/realms/pg',
        redirectUri: 'https://admin.example.co.th/callback',
      },
      'http://127.0.0.1:5173',
    );
    expect(settings.authority).toBe('https://sso.example.co.th/realms/pg');
    expect(settings.redirect_uri).toBe('https://admin.example.co.th/callback');
  });

  it('passes a configured client secret on', () => {
    expect(userManagerSettings({ ...signOn, clientSecret: 's3cret' }).client_secret).toBe('s3cret');
  });

  it('stores the user in localStorage, under the key other tabs watch', async () => {
    const settings = userManagerSettings(signOn);
    const manager = new UserManager({ ...settings, automaticSilentRenew: false });
    const user = new User({
      access_token: 'at',
      token_type: 'Bearer',
      profile: { sub: 'u-0001', iss: 'x', aud: 'payment-admin', exp: 0, iat: 0 },
      expires_at: Math.floor(Date.now() / 1000) + 60,
    });
    await manager.storeUser(user);
    const key = userStorageKey(settings);
    expect(key).toBe(`oidc.user:${window.location.origin}/idp:payment-admin`);
    expect(JSON.parse(localStorage.getItem(key) ?? '{}').access_token).toBe('at');
    expect((await manager.getUser())?.access_token).toBe('at');
    await manager.removeUser();
    expect(localStorage.getItem(key)).toBeNull();
  });
});
