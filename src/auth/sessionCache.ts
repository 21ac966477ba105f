/**
 * The session behind the auth provider (docs/security.md): the stored sign-in, checked once per subject
 * (user-info, then the signed profile, verified) and kept while the same subject is signed in. A stored,
 * unexpired token is only trusted once that check passes; an expired token or a failed check clears the
 * tokens, remembers why, and rejects so react-admin goes to /login. A call that got no answer at all is
 * tried again before it counts, since it says nothing about the user.
 */
import type { MenuCatalogue } from './menus.ts';
import type { OidcUserManager } from './oidc.ts';
import { derivePermissionMap, type PermissionMap } from './permissions.ts';
import {
  loadVerifiedProfile,
  SessionFailure,
  type EarlySessionCheck,
  type ProfileSource,
  type StaffProfile,
} from './profile.ts';
import { rejection } from './sessionErrors.ts';
import { rememberSignOutReason, type SignOutReason } from './signOutReason.ts';
import type { StoredUser } from './storedUser.ts';

/** Tries of the session's calls when they get no answer, and the pause before the next (× the try). */
const SESSION_ATTEMPTS = 3;
const SESSION_RETRY_MS = 400;

export interface Session {
  profile: StaffProfile;
  permissions: PermissionMap;
}

interface SessionEntry {
  key: string;
  promise: Promise<Session>;
}

export interface SessionCacheDeps {
  menus: MenuCatalogue;
  userManager: OidcUserManager;
  profileSource: ProfileSource;
  now: () => number;
  /** The session check the entry already started for the stored user (src/boot/earlyStart.ts). */
  earlySession?: EarlySessionCheck;
}

export interface SessionCache {
  /** The stored sign-in; null when there is none or it cannot be read. */
  readUser(): Promise<StoredUser | null>;
  /** The stored sign-in's verified session; else the tokens are cleared and it rejects (SessionRejection). */
  current(): Promise<Session>;
  /** The session `current` verified, while it is still the one in use; undefined before (or after). */
  verified(): Session | undefined;
  /** Drops the cached session (a new sign-in, another tab signing out): the next `current` checks again. */
  forget(): void;
  clearTokens(): Promise<void>;
  /** Clears the tokens in this browser and remembers why, for /login. */
  signOutLocally(reason: SignOutReason): Promise<void>;
  /** The stored, unexpired access token. */
  getAccessToken(): Promise<string | null>;
  /**
   * Records a 401 that ends the session; true when an earlier one already had (since the session was
   * last verified), so the later refusals of a screen sign out only once.
   */
  refuse(): boolean;
}

export function createSessionCache(deps: SessionCacheDeps): SessionCache {
  const { menus, userManager, profileSource, now } = deps;

  // The check the entry started before this code arrived (src/boot/earlyStart.ts), for the same stored
  // user: its first attempt (user-info, then the signed profile, verified); a miss is tried again here.
  const early = deps.earlySession;
  let cached: SessionEntry | null = early
    ? {
        key: early.key,
        promise: early.profile.then(
          (profile) => toSession(profile),
          (error: unknown) =>
            error instanceof SessionFailure && error.unanswered
              ? loadSession(early.accessToken, 2)
              : Promise.reject(error),
        ),
      }
    : null;
  /** The session `cached` resolved to, once verified (for verified()). */
  let verified: { entry: SessionEntry; session: Session } | null = null;
  /** A call was refused with 401 and the session ended; cleared once a session is verified again. */
  let refused = false;

  const isUnexpired = (user: StoredUser): boolean =>
    user.expires_at !== undefined && user.expires_at * 1000 > now();

  async function readUser(): Promise<StoredUser | null> {
    try {
      return await userManager.getUser();
    } catch {
      return null;
    }
  }

  async function clearTokens(): Promise<void> {
    cached = null;
    try {
      await userManager.removeUser();
    } catch {
      // The tokens are unreadable anyway; nothing more to clear.
    }
  }

  async function signOutLocally(reason: SignOutReason): Promise<void> {
    await clearTokens();
    rememberSignOutReason(reason);
  }

  const toSession = (profile: StaffProfile): Session => ({
    profile,
    permissions: derivePermissionMap(menus, profile.role.menus),
  });

  async function loadSessionOnce(accessToken: string): Promise<Session> {
    return toSession(await loadVerifiedProfile(profileSource, accessToken));
  }

  /**
   * The session, asked again after a pause when a call got no answer at all (a dropped connection, or
   * a call cancelled because the page is being left or reloaded): such a miss says nothing about the
   * user, so it must not sign them out. Any answer, refused or unverifiable, counts at once.
   */
  async function loadSession(accessToken: string, firstAttempt = 1): Promise<Session> {
    for (let attempt = firstAttempt; ; attempt += 1) {
      try {
        return await loadSessionOnce(accessToken);
      } catch (error) {
        if (!(error instanceof SessionFailure) || !error.unanswered || attempt >= SESSION_ATTEMPTS)
          throw error;
        await new Promise((resolve) => setTimeout(resolve, SESSION_RETRY_MS * attempt));
      }
    }
  }

  async function current(): Promise<Session> {
    const user = await readUser();
    if (!user) throw rejection(null);
    if (!isUnexpired(user)) {
      await signOutLocally('expired');
      throw rejection('expired');
    }
    // Keyed by subject: a silent renewal keeps the session, another account signing in does not.
    const key = user.profile?.sub || user.access_token;
    if (!cached || cached.key !== key) cached = { key, promise: loadSession(user.access_token) };
    const entry = cached;
    try {
      const session = await entry.promise;
      refused = false;
      if (cached === entry) verified = { entry, session };
      return session;
    } catch (error) {
      const reason = error instanceof SessionFailure ? error.reason : 'profile';
      if (cached === entry) await signOutLocally(reason);
      throw rejection(reason);
    }
  }

  async function getAccessToken(): Promise<string | null> {
    const user = await readUser();
    return user && isUnexpired(user) ? user.access_token : null;
  }

  return {
    readUser,
    current,
    // Only the session still in use: signing out or another account clears `cached`.
    verified: () => (verified && verified.entry === cached ? verified.session : undefined),
    forget() {
      cached = null;
    },
    clearTokens,
    signOutLocally,
    getAccessToken,
    refuse() {
      const already = refused;
      refused = true;
      return already;
    },
  };
}
