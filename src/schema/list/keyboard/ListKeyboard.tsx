import { useEffect, useState } from 'react';
import { lazyPart } from '../../../components/lazyPart.tsx';
import { LIST_KEY, withModifier, type EarlyKeys } from './listKeys.ts';

const ListKeys = lazyPart(() => import('./ListKeys.tsx').then((m) => m.ListKeys));

const early: EarlyKeys = { events: [], ready: false };
let wanted = false;

/**
 * The generated list's keys (docs/lists.md). The handler's code is not on the list's first screen: it
 * loads at the first press of one of the list's keys, which it then handles with any pressed meanwhile.
 */
export function ListKeyboard() {
  const [on, setOn] = useState(wanted);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (early.ready || withModifier(event) || !LIST_KEY.test(event.key)) return;
      early.events.push(event);
      wanted = true;
      setOn(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return on ? <ListKeys early={early} /> : null;
}
