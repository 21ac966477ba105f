import { useRef } from 'react';

/**
 * `value` as it was when an equal value (the same JSON) was first seen, for as long as the values stay
 * equal: a value rebuilt on every render (a map of addresses, a page's route params) keeps its
 * identity while its content does not change, so a memoised child that receives it is not rendered
 * again. For plain data only (what JSON holds).
 */
export function useSameWhileEqual<T>(value: T): T {
  const key = JSON.stringify(value);
  const kept = useRef<{ key: string; value: T } | null>(null);
  if (kept.current === null || kept.current.key !== key) kept.current = { key, value };
  return kept.current.value;
}
