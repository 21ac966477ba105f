/**
 * The list's rows tell the intent (src/loading/intent.tsx) which record the pointer rests on or the
 * focus reaches, so its view page's code and calls start before the click. One listener on the table
 * (events bubble), the row found by its place in the page's records. A row's own buttons and links
 * (edit, delete, an action, a link to another record) open something else: the pointer or the focus
 * on them tells nothing, and the click they lead to does not compete with the row's calls.
 */
import { useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useListContext } from 'react-admin';
import { useIntent } from '../../loading/index.ts';

/** What in a row is a control of its own rather than the row. */
const CONTROLS = 'a, button, input, select, textarea, [role="button"], [role="checkbox"], [role="switch"]';

export function RowIntent({ resource, children }: { resource: string | false; children: ReactNode }) {
  const { data } = useListContext();
  const intent = useIntent();
  const last = useRef<unknown>(undefined);
  const at = (event: SyntheticEvent) => {
    const target = event.target as Element;
    const row = target.closest?.('tbody > tr');
    const control = target.closest?.(CONTROLS);
    if (control && row?.contains(control)) return;
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : -1;
    const id = data?.[index]?.id;
    if (!resource || id == null || id === last.current) return;
    last.current = id;
    intent({ resource, id });
  };
  return (
    <div onPointerOver={at} onFocus={at}>
      {children}
    </div>
  );
}
