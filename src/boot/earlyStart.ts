/**
 * What the console's boot starts before the console's code has arrived (docs/architecture.md, "Loading
 * policy"):
 * src/main.tsx calls it as soon as this small module is there (it is in the chunk both boots share),
 * while the console's own chunk is still loading and being evaluated.
 * - the multi-tab rule is applied first (docs/security.md): reopening after every tab closed for over
 *   2 s ends the stored session, before anything could use it;
 * - config.json is read, and in the demo mode the mock services start;
 * - with a stored, unexpired sign-in on a guarded page, the session check starts: user-info names the
 *   subject, then that subject's signed profile is fetched and its signature verified
 *   (loadVerifiedProfile, the auth provider's own check). The auth provider takes the result over
 *   (`earlySession`) and derives the permissions from it; nothing guarded renders before it has
 *   passed, and a failure signs out with its reason, as before;
 * - on a declared list, that list's first page is asked for with the stored token (firstPage.ts).
 */
import { loadVerifiedProfile, profileSourceFor, type EarlySessionCheck } from '../auth/profile.ts';
import { safeReturnTo } from '../auth/returnTo.ts';
import { rememberSignOutReason } from '../auth/signOutReason.ts';
import { watchTabs } from '../auth/tabs.ts';
import { loadConfig, resolveUrl } from '../config/load.ts';
import type { AppConfig } from '../config/types.ts';
import type { ConfigResult } from '../config/validate.ts';
import { fetchWithTimeout, sessionCheckTimeoutMs } from '../data/fetchTimeout.ts';
import { firstPageUrl, sendFirstPage, type EarlyResponse, type FirstPages } from '../loading/firstPage.ts';

export { firstPagesOf, preloadQueueDeclarations } from '../loading/firstPage.ts';
import { readStoredUser, USER_STORE_PREFIX, userStorageKey, type StoredUser } from '../auth/storedUser.ts';

/**
 * Starts the mock services in the page (mocks/browser.ts), given by the composition root, with the
 * checked config (the entry may have started their code already, src/main.tsx).
 */
export type StartMocks = (config: AppConfig) => Promise<void>;

export interface EarlyStart {
  /** config.json, read and checked; the demo mode's mock services started when it is valid. */
  config: Promise<ConfigResult>;
  /** The session check of the stored user, when the page is guarded and a sign-in is stored. */
  session: Promise<EarlySessionCheck | undefined>;
  /** The opened list's first page, asked for with the stored token (src/loading/firstPage.ts). */
  firstPage: Promise<EarlyResponse | undefined>;
}

/**
 * Reads config.json (the answer of the entry's request when given) and, in the demo mode, starts the
 * mock services before anything calls them.
 */
export async function readRuntime(startMocks: StartMocks, asked?: Promise<Response>): Promise<ConfigResult> {
  const result = await loadConfig(undefined, asked);
  await mocksOf(result, startMocks);
  return result;
}

/** Whether the config runs the mock services in the page (the demo mode). */
function mocksInPage(config: AppConfig): boolean {
  return config.mock.enabled && config.mock.transport === 'worker';
}

/** Starts the mock services when the config runs them in the page; undefined otherwise. */
function mocksOf(result: ConfigResult, startMocks: StartMocks): Promise<void> | undefined {
  return result.ok && mocksInPage(result.config) ? startMocks(result.config) : undefined;
}

/**
 * A fetch for the calls the boot makes before the mock services answer (the demo mode): a call to the
 * sign-on provider (user-info) goes at once, the others once the mocks answer them.
 */
function afterMocks(fetchFn: typeof fetch, mocks: Promise<unknown>, config: AppConfig): typeof fetch {
  const signOn = `${resolveUrl(config.services.sso.baseUrl)}/`;
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return new URL(url, window.location.href).href.startsWith(signOn)
      ? fetchFn(input, init)
      : mocks.then(() => fetchFn(input, init));
  };
}

/** The stored user of this configuration, if its token has not expired. */
export function storedUnexpiredUser(config: AppConfig, now = Date.now()): StoredUser | null {
  const key = userStorageKey({
    authority: resolveUrl(config.signOn.authority),
    client_id: config.signOn.clientId,
  });
  const user = readStoredUser(key);
  return user && user.expires_at !== undefined && user.expires_at * 1000 > now ? user : null;
}

/** The stored user, when the page is guarded: public pages (sign-in, its callback, error pages) run their own flow. */
function guardedPageUser(config: AppConfig, pathname: string): StoredUser | null {
  return safeReturnTo(pathname) === null ? null : storedUnexpiredUser(config);
}

function startSessionCheck(
  config: AppConfig,
  user: StoredUser,
  gate: (fetchFn: typeof fetch) => typeof fetch,
): EarlySessionCheck {
  const source = profileSourceFor(config, {
    // The check gives up instead of waiting forever on a silent service.
    fetch: gate(fetchWithTimeout(sessionCheckTimeoutMs(config))),
    now: Date.now,
  });
  const profile = loadVerifiedProfile(source, user.access_token);
  // Handled where the auth provider takes it over; never an unhandled rejection meanwhile.
  profile.catch(() => undefined);
  return { key: user.profile?.sub || user.access_token, accessToken: user.access_token, profile };
}

function startFirstPage(
  config: AppConfig,
  user: StoredUser,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  pages: FirstPages,
  gate: (fetchFn: typeof fetch) => typeof fetch,
): EarlyResponse | undefined {
  const url = firstPageUrl(config, location, pages);
  return url
    ? sendFirstPage(
        url,
        user.access_token,
        gate((input, init) => fetch(input, init)),
      )
    : undefined;
}

/** Multi-tab rule (docs/security.md): the stored sign-in goes, with the reason for the sign-in page. */
function endStoredSession() {
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(`${USER_STORE_PREFIX}user:`)) window.localStorage.removeItem(key);
  }
  rememberSignOutReason('tabs');
}

export function startEarly(
  startMocks: StartMocks,
  /** The registry's first pages (src/loading/firstPage.ts, `firstPagesOf`). */
  pages: FirstPages,
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  /** config.json as the entry asked for it (src/boot/entry.ts), else asked for here. */
  asked?: Promise<Response>,
): EarlyStart {
  watchTabs(endStoredSession);
  const checked = loadConfig(undefined, asked);
  const mocks = checked.then((result) => mocksOf(result, startMocks));
  // The config once the mock services answer, as readRuntime gives it.
  const config = mocks.then(() => checked);
  // The session check and the first page start with the checked config: in the demo mode, user-info
  // (the sign-on provider's) goes while the mock services start, and the calls to them wait for them.
  const started = checked.then((result) => {
    const user = result.ok ? guardedPageUser(result.config, location.pathname) : null;
    if (!result.ok || !user) return {};
    const gate = (fetchFn: typeof fetch) =>
      mocksInPage(result.config) ? afterMocks(fetchFn, mocks, result.config) : fetchFn;
    return {
      session: startSessionCheck(result.config, user, gate),
      firstPage: startFirstPage(result.config, user, location, pages, gate),
    };
  });
  return {
    config,
    session: started.then((s) => s.session),
    firstPage: started.then((s) => s.firstPage),
  };
}
