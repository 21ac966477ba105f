/**
 * The list's rows tell the intent (src/schema/intent.tsx) which record the pointer rests on or the
 * focus reaches, so its view page's code and calls start before the click. One listener on the table
 * (events bubble), the row found by its place in the page's records.
 */
import { useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useListContext } from 'react-admin';
import { useIntent } from '../intent.tsx';

export function RowIntent({ resource, children }: { resource: string | false; children: ReactNode }) {
  const { data } = useListContext();
  const intent = useIntent();
  const last = useRef<unknown>(undefined);
  const at = (event: SyntheticEvent) => {
    const row = (event.target as Element).closest?.('tbody > tr');
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
