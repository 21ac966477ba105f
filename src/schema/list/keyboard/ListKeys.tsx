/**
 * The generated list's keys (docs/lists.md): `/` to the search, j/k and ↓/↑ move the row highlight,
 * Enter or o opens the highlighted row as a click would, x selects it, n/p turn the page, ? lists the
 * keys. The highlight is a roving tab stop: the highlighted row is the list's one focusable row and has
 * the focus, so a screen reader reads it out; it is marked `aria-current` and drawn with an outline in
 * the theme's text colour (the strongest contrast with the page in either theme).
 */
import { useEffect, useRef, useState } from 'react';
import { GlobalStyles } from '@mui/material';
import { useListContext } from 'react-admin';
import { lazyPart } from '../../../components/lazyPart.tsx';
import { listKeyAction } from './keyRules.ts';
import type { EarlyKeys, ListKeyAction } from './listKeys.ts';

const KeysHelpDialog = lazyPart(() => import('./KeysHelpDialog.tsx').then((m) => m.KeysHelpDialog));

/** The attribute that marks the highlighted row (styled below, read by the tests). */
export const HIGHLIGHT_ATTRIBUTE = 'data-list-highlight';
const ROWS = 'tbody > tr.RaDataTable-row';
const SEARCH = 'form input[name="q"], form input[type="text"]:not([aria-hidden="true"]):not([readonly])';

function rowsOf(main: Element | null): HTMLTableRowElement[] {
  return main ? Array.from(main.querySelectorAll<HTMLTableRowElement>(ROWS)) : [];
}

function highlighted(rows: readonly HTMLTableRowElement[]): number {
  return rows.findIndex((row) => row.hasAttribute(HIGHLIGHT_ATTRIBUTE));
}

/** Moves the highlight (and the focus) to `rows[index]`. */
function highlight(rows: readonly HTMLTableRowElement[], index: number) {
  rows.forEach((row, i) => {
    if (i === index) return;
    row.removeAttribute(HIGHLIGHT_ATTRIBUTE);
    row.removeAttribute('aria-current');
    row.removeAttribute('tabindex');
  });
  const row = rows[index];
  if (!row) return;
  row.setAttribute(HIGHLIGHT_ATTRIBUTE, '');
  row.setAttribute('aria-current', 'true');
  row.tabIndex = 0;
  row.focus();
  row.scrollIntoView?.({ block: 'nearest' });
}

/** The list's search input: the `q` search where declared, else the first text filter. */
function searchInput(main: Element | null): HTMLInputElement | null {
  const inputs = main ? Array.from(main.querySelectorAll<HTMLInputElement>(SEARCH)) : [];
  return (
    inputs.find((input) => input.name === 'q') ??
    inputs.find((input) => !input.closest('[role="group"]')) ??
    null
  );
}

export function ListKeys({ early }: { early: EarlyKeys }) {
  const list = useListContext();
  const [help, setHelp] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  // The latest list state for the document's key listener, which is added once.
  const latest = useRef(list);
  latest.current = list;

  useEffect(() => {
    const main = () => anchor.current?.closest('.RaList-main') ?? null;
    const run = (action: ListKeyAction): boolean => {
      const { page, perPage, total, hasNextPage, hasPreviousPage, setPage } = latest.current;
      const rows = rowsOf(main());
      const current = highlighted(rows);
      switch (action) {
        case 'search': {
          const input = searchInput(main());
          input?.focus();
          return input !== null;
        }
        case 'nextRow':
        case 'previousRow': {
          if (rows.length === 0) return false;
          const step = action === 'nextRow' ? 1 : -1;
          const next = current === -1 ? (step === 1 ? 0 : rows.length - 1) : current + step;
          highlight(rows, Math.min(Math.max(next, 0), rows.length - 1));
          return true;
        }
        case 'open':
          // The row's own click: the same address as a pointer's (the declared row address).
          rows[current]?.click();
          return current !== -1;
        case 'select': {
          const box = rows[current]?.querySelector<HTMLInputElement>('input[type="checkbox"]:not(:disabled)');
          box?.click();
          return box != null;
        }
        case 'nextPage': {
          const more = hasNextPage ?? (total !== undefined && page * perPage < total);
          if (more) setPage(page + 1);
          return more;
        }
        case 'previousPage': {
          const back = hasPreviousPage ?? page > 1;
          if (back) setPage(page - 1);
          return back;
        }
        case 'help':
          setHelp(true);
          return true;
      }
    };
    const onKey = (event: KeyboardEvent) => {
      const action = listKeyAction(event);
      if (action && run(action)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    early.ready = true;
    for (const event of early.events.splice(0)) onKey(event);
    return () => {
      early.ready = false;
      document.removeEventListener('keydown', onKey);
    };
  }, [early]);

  return (
    <>
      <span ref={anchor} hidden />
      <GlobalStyles
        styles={(theme) => ({
          [`tr[${HIGHLIGHT_ATTRIBUTE}]`]: {
            outline: `3px solid ${theme.palette.text.primary}`,
            outlineOffset: -3,
            backgroundColor: theme.palette.action.selected,
          },
        })}
      />
      {help && <KeysHelpDialog onClose={() => setHelp(false)} />}
    </>
  );
}
