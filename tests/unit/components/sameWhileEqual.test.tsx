// @vitest-environment jsdom
/** useSameWhileEqual: a value rebuilt on every render keeps its identity while it stays equal. */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSameWhileEqual } from '../../../src/components/sameWhileEqual.ts';

describe('useSameWhileEqual', () => {
  it('gives the first value back while the values are equal, the new one when it changes', () => {
    const { result, rerender } = renderHook(({ paths }) => useSameWhileEqual(paths), {
      initialProps: { paths: { general: '/s/1/form/general' } },
    });
    const first = result.current;
    rerender({ paths: { general: '/s/1/form/general' } });
    expect(result.current).toBe(first);
    const next = { general: '/s/2/form/general' };
    rerender({ paths: next });
    expect(result.current).toBe(next);
    expect(result.current).not.toBe(first);
  });
});
