/**
 * Signing in once per demo account for the whole run: `tests/e2e/sign-in.setup.ts` signs each account
 * in through the real OIDC flow and keeps the user oidc-client-ts stored (its tokens), and a test that
 * only needs to be someone opens the console with that stored user. Tests of signing in and out, and
 * every test that may end a session at the provider (idle, tabs, sign-out), sign in through the
 * provider themselves: ending a session revokes its tokens there, which would sign out every test
 * sharing them. A 401 is not one of those: the console then only forgets the tokens in that browser.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import type { DemoAccount } from './index.ts';

/** Where the setup leaves the stored users (under test-results/, which every run starts clean). */
const STATE_DIR = join(process.cwd(), 'test-results', '.sessions');

/** The stored user's localStorage entry (`oidc.user:<authority>:<client>`), as the console keeps it. */
export interface StoredSession {
  key: string;
  value: string;
}

const fileOf = (account: DemoAccount) => join(STATE_DIR, `${account}.json`);

/** Keeps the user the console stored after `page` signed in as `account`. */
export async function keepSession(page: Page, account: DemoAccount): Promise<void> {
  const entry = await page.evaluate(() => {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith('oidc.user:')) return { key, value: window.localStorage.getItem(key) ?? '' };
    }
    return null;
  });
  if (!entry) throw new Error(`${account}: no stored user after signing in`);
  mkdirSync(dirname(fileOf(account)), { recursive: true });
  writeFileSync(fileOf(account), JSON.stringify(entry));
}

/** The stored user of `account`; the setup project must have run (a dependency of every test). */
export function storedSession(account: DemoAccount): StoredSession {
  try {
    return JSON.parse(readFileSync(fileOf(account), 'utf8')) as StoredSession;
  } catch {
    throw new Error(`${account}: no stored session; run the "sign-in" setup project first`);
  }
}
