/**
 * The CommonJS stand-in the build gives node-polyglot (react-admin's i18n) for the `object.entries`
 * polyfill (build/libraryEdges.ts). A `require` inside a CommonJS package is Node's own under vitest, so
 * the tests run the polyfill there; this holds the stand-in to the same behaviour.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const entries = require('../../../src/shims/object-entries.cjs') as (value: object) => [string, unknown][];
const polyfill = require('object.entries') as (value: object) => [string, unknown][];

describe('object.entries stand-in (node-polyglot)', () => {
  it('gives the own enumerable string-keyed pairs, in order, as the polyfill does', () => {
    const inherited = Object.create({ parent: 1 }) as Record<string, unknown>;
    inherited.own = 'ยืนยัน';
    Object.defineProperty(inherited, 'hidden', { value: 2, enumerable: false });
    for (const value of [{ b: 1, a: { nested: true }, 2: 'two' }, inherited, ['x', 'y'], 'ab']) {
      expect(entries(value as object)).toEqual(polyfill(value as object));
    }
  });
});
