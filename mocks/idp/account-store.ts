/**
 * Accounts the dev identity provider signs in: the demo accounts plus those registered at run time
 * (kept in memory, gone on restart). Passwords live only here, on the server side: mocks/accounts.ts
 * is bundled into the browser in mock mode and must not carry them.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { DEMO_ACCOUNTS, registeredSub, type MockAccount } from '../accounts.ts';

/** The password of every demo account (documented in README). */
export const DEMO_PASSWORD = 'demo1234';

/** An account as the provider knows it: the shared account data and its password. */
export interface IdpAccount extends MockAccount {
  password: string;
}

export const DEMO_LOGINS: readonly IdpAccount[] = DEMO_ACCOUNTS.map((a) => ({
  ...a,
  password: DEMO_PASSWORD,
}));

export interface RegisterInput {
  email: string;
  name: string;
  password: string;
}

export class AccountExistsError extends Error {
  constructor() {
    super('User already exists');
  }
}

export interface AccountStore {
  findById(userId: string): IdpAccount | undefined;
  findByEmail(email: string): IdpAccount | undefined;
  /** The account when e-mail and password match, else undefined (no hint which one was wrong). */
  verify(email: string, password: string): IdpAccount | undefined;
  register(input: RegisterInput): IdpAccount;
  /** False once the account was deactivated (the console's Users screen); sign-in is then refused. */
  isActive(userId: string): boolean;
  setActive(userId: string, active: boolean): void;
  /** Every account active again (the demo data were reset). */
  activateAll(): void;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Splits a full name at its first space: the first word is the given name, the rest the family name. */
function splitName(name: string): { firstname: string; lastname: string } {
  const [firstname = '', ...rest] = name.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
}

export function createAccountStore(seed: readonly IdpAccount[] = DEMO_LOGINS): AccountStore {
  const accounts: IdpAccount[] = seed.map((a) => ({ ...a }));
  const inactive = new Set<string>();

  const findByEmail = (email: string): IdpAccount | undefined => {
    const wanted = email.trim().toLowerCase();
    return accounts.find((a) => a.email.toLowerCase() === wanted);
  };

  return {
    findById: (userId) => accounts.find((a) => a.userId === userId),
    findByEmail,
    verify(email, password) {
      const account = findByEmail(email);
      // Compare digests in constant time so a wrong password and an unknown e-mail look alike.
      const expected = digest(account?.password ?? '\u0000no-account');
      const ok = timingSafeEqual(expected, digest(password));
      return account && ok ? account : undefined;
    },
    isActive: (userId) => !inactive.has(userId),
    setActive(userId, active) {
      if (active) inactive.delete(userId);
      else inactive.add(userId);
    },
    activateAll: () => inactive.clear(),
    register({ email, name, password }) {
      if (findByEmail(email)) throw new AccountExistsError();
      const trimmed = email.trim();
      const account: IdpAccount = {
        userId: registeredSub(trimmed),
        email: trimmed,
        password,
        ...splitName(name),
        roleId: '',
        tier: 'Standard',
      };
      accounts.push(account);
      return account;
    },
  };
}
