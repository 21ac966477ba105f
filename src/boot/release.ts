/**
 * A release while a tab is open (docs/deploy.md, "A release while tabs are open"). The console's code
 * is some hundred and forty chunks with hashed names; a release replaces them, and a tab opened before
 * it asks for chunks that are gone when it opens a screen it has not loaded yet. Such a failure
 * (`isChunkLoadError`) reloads the page once into the same address (`reloadForRelease`): the reload
 * takes the new release's entry, and an open form's draft stays in the tab's sessionStorage
 * (src/schema/form/drafts.ts) for the form to put back. The reload is guarded: a tab reloads at most once
 * per release it runs (sessionStorage remembers the release it reloaded from), so a chunk that is
 * missing from the new release too cannot make it loop; then the part says a new version is available
 * (src/components/ReleaseNotice.tsx), with a way to try again and to reload.
 */

/** sessionStorage key: the release (its entry script's address) this tab last reloaded from. */
export const RELOADED_FROM_KEY = 'pa.release.reloadedFrom';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The release this page runs: the address of its entry script, which a build names after its content
 * (`/assets/index-<hash>.js`), so every release has its own; `/src/main.tsx` on the dev server.
 */
export function currentRelease(doc: Pick<Document, 'querySelector'> = document): string {
  return doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? 'unknown';
}

/** What the browser and Vite say when a module or its CSS cannot be loaded. */
const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to load module script/i,
  /Unable to preload CSS/i,
];

/** Whether `error` says a chunk of code could not be loaded (gone after a release, or the network). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURES.some((failure) => failure.test(error.message));
}

export interface ReleaseReloadOptions {
  session?: () => SessionStore | undefined;
  release?: () => string;
  reload?: () => void;
  target?: EventTarget;
}

function tabSession(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface ReleaseReload {
  /**
   * Reloads the page into the same address unless this tab already reloaded from this release (or
   * cannot remember that); true when the page is reloading (now or already).
   */
  reloadForRelease(): boolean;
  /** Reloads now, whatever the guard says (the notice's button): a person's choice. */
  reloadNow(): void;
  /** Whether this page is reloading for a release. */
  reloading(): boolean;
}

export function createReleaseReload(options: ReleaseReloadOptions = {}): ReleaseReload {
  const {
    session = tabSession,
    release = currentRelease,
    reload = () => window.location.reload(),
    target = typeof window === 'undefined' ? new EventTarget() : window,
  } = options;
  let reloading = false;
  const reloadNow = () => {
    reloading = true;
    // Nothing is lost to this reload (an open form's draft stays in the tab), so the "leave the
    // page?" prompt of a form with unsaved changes (UnsavedChangesGuard) is not asked: this listener
    // runs first (capture, on the target itself) and stops the others.
    target.addEventListener('beforeunload', (event) => event.stopImmediatePropagation(), {
      capture: true,
      once: true,
    });
    reload();
  };
  return {
    reloadForRelease() {
      if (reloading) return true;
      const store = session();
      const from = release();
      try {
        if (!store || store.getItem(RELOADED_FROM_KEY) === from) return false;
        store.setItem(RELOADED_FROM_KEY, from);
      } catch {
        // A tab that cannot remember the reload must not risk a loop: it says so instead.
        return false;
      }
      reloadNow();
      return true;
    },
    reloadNow,
    reloading: () => reloading,
  };
}

/** The page's own. */
export const releaseReload: ReleaseReload = createReleaseReload();
