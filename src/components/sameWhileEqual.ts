import { useRef } from 'react';

/**
 * `value` as it was when `key` was first seen, for as long as the key stays the same: a value rebuilt
 * on every render (an object of paths, a map of links) keeps its identity while its content does not
 * change, so a memoised child that receives it is not rendered again. The key must describe the
 * value's whole content.
 */
export function useSameWhileEqual<T>(value: T, key: string): T {
  const kept = useRef<{ key: string; value: T } | null>(null);
  if (kept.current === null || kept.current.key !== key) kept.current = { key, value };
  return kept.current.value;
}
