import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../data/http.ts';

/**
 * One Idempotency-Key per intended operation: confirming again after a failure (same target) resends
 * the same key, so a money move the server already applied is not applied twice; success clears it.
 */
export function useIdempotencyKey() {
  const current = useRef<{ target: string; key: string } | null>(null);
  const keyFor = useCallback((target: string): string => {
    if (current.current?.target !== target) current.current = { target, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, settle };
}
