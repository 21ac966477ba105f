/**
 * The per-tab marker of the multi-tab rule (docs/security.md, "Session end"): what tells a reload of a
 * tab from a tab closed and opened again. A tab leaving the console (`pagehide`) writes the time into
 * its own `sessionStorage`, which a reload of the same tab keeps and a closed tab takes with it; the
 * next page of the tab takes the marker back when it counts in. A page counts as the same tab coming
 * back only when it is a reload (the Navigation Timing entry's type) and finds the marker: a tab
 * reopened from the browser's history of closed tabs gets its `sessionStorage` back, but is not a
 * reload, so it is judged like any tab opened after the last one closed.
 */

/** The part of a Storage the multi-tab rule uses. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage key: when this tab last left the console (ms since the epoch). */
export const TAB_LEFT_AT_KEY = 'pa.tabs.leftAt';

/** How the current document was reached (PerformanceNavigationTiming.type). */
export type NavigationType = 'navigate' | 'reload' | 'back_forward' | 'prerender';

/** The type of the current document's navigation, `navigate` when the browser does not say. */
export function currentNavigationType(): NavigationType {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return (entry?.type as NavigationType | undefined) ?? 'navigate';
  } catch {
    return 'navigate';
  }
}

/** This tab's sessionStorage, or undefined when the browser refuses it. */
export function tabSessionStorage(): TabStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Marks this tab as having left the console at `now` (on `pagehide`). */
export function markTabLeft(session: TabStorage | undefined, now: number): void {
  try {
    session?.setItem(TAB_LEFT_AT_KEY, String(now));
  } catch {
    // Blocked storage: the next page of this tab is judged like a new tab.
  }
}

/**
 * Takes this tab's marker back and says whether this page is the same tab coming back from a reload
 * (then the multi-tab rule does not apply: a reload, however slow, is not a close).
 */
export function takeTabMarker(session: TabStorage | undefined, navigation: NavigationType): boolean {
  try {
    const marked = session?.getItem(TAB_LEFT_AT_KEY) ?? null;
    session?.removeItem(TAB_LEFT_AT_KEY);
    return marked !== null && navigation === 'reload';
  } catch {
    return false;
  }
}
