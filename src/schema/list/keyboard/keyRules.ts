/**
 * When a key press is the list's (docs/lists.md): never while the user types (an input, a text area, a
 * select, an editable element), never while a dialog or a menu is open, never with Ctrl, Alt or Meta
 * held, never for a press already handled or still being composed (Thai input methods). Enter and the
 * arrows are also left to a focused control (a button, a link, a tab…), which has its own use for them.
 */
import { withModifier, type ListKeyAction } from './listKeys.ts';

/** Which key means what (the help dialog lists them: KeysHelpDialog.tsx). */
export const LIST_KEYS: Readonly<Record<string, ListKeyAction>> = {
  '/': 'search',
  j: 'nextRow',
  ArrowDown: 'nextRow',
  k: 'previousRow',
  ArrowUp: 'previousRow',
  Enter: 'open',
  o: 'open',
  x: 'select',
  n: 'nextPage',
  p: 'previousPage',
  '?': 'help',
};

export type KeyPress = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'isComposing' | 'defaultPrevented' | 'target'
>;

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/**
 * A dialog, or a popup of MUI's (a menu, a select's list box, a popover, a drawer over the page: each
 * in a modal root). The side menu's groups are role="menu" lists too, always shown: not an overlay.
 */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [aria-modal="true"], .MuiModal-root';
/** Where a closed overlay kept in the page is (MUI marks a kept, closed modal root `MuiModal-hidden`). */
const CLOSED = '.MuiModal-hidden, [hidden], [aria-hidden="true"]';
const CONTROL =
  'button, a[href], summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], ' +
  '[role="radio"], [role="switch"], [role="slider"], [role="menuitem"], [role="option"], [role="treeitem"]';
/** Keys a focused control uses itself. */
const CONTROL_KEYS: ReadonlySet<string> = new Set(['Enter', 'ArrowDown', 'ArrowUp']);

/** Whether the user is typing in `target` (or an element it is inside). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest(TYPING) !== null;
}

/** Whether a dialog, a menu or another popup is open on the page (or `target` is inside one). */
export function overlayOpen(doc: Document, target: EventTarget | null): boolean {
  if (target instanceof Element && target.closest(OVERLAY)) return true;
  return Array.from(doc.querySelectorAll(OVERLAY)).some((overlay) => !overlay.closest(CLOSED));
}

/** The list action of a key press, or null when the press is not the list's. */
export function listKeyAction(event: KeyPress, doc: Document = document): ListKeyAction | null {
  if (event.defaultPrevented || event.isComposing || withModifier(event)) return null;
  const action = Object.hasOwn(LIST_KEYS, event.key) ? LIST_KEYS[event.key] : undefined;
  if (!action) return null;
  if (isTyping(event.target) || overlayOpen(doc, event.target)) return null;
  if (CONTROL_KEYS.has(event.key) && event.target instanceof Element && event.target.closest(CONTROL))
    return null;
  return action;
}
