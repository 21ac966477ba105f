/**
 * The loading policy's entry (docs/architecture.md, "Loading policy"): what screens, rows, tabs and
 * menus use to say what they need. They declare a target; this folder decides when it loads.
 */
export { IntentProvider, intentPrefetcher, useIntent, type Intent, type IntentTarget } from './intent.tsx';
export { NextPageAhead, useTabsAhead } from './atRest.tsx';
export { useSubmitAfterPaint } from './onClick.ts';
