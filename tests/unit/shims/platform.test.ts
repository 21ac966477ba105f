/**
 * Stand-ins the build puts in place of small dependencies (vite.config.ts, resolve.alias): the
 * platform's own functions, with the behaviour their callers rely on.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { clean } from '../../../src/shims/diacritic.ts';

const require = createRequire(import.meta.url);
const hasOwn = require('../../../src/shims/hasown.cjs') as (value: object, key: PropertyKey) => boolean;

describe('diacritic stand-in (react-admin’s column chooser filter)', () => {
  it('drops the accents of Latin letters, as the table did', () => {
    expect(clean('Crème brûlée à Zürich')).toBe('Creme brulee a Zurich');
    expect(clean('Ángel Núñez')).toBe('Angel Nunez');
  });

  it('keeps Thai vowels and tone marks, and plain text, as they are', () => {
    expect(clean('ยอดชำระที่ไม่ตรงกัน')).toBe('ยอดชำระที่ไม่ตรงกัน');
    expect(clean('Store type')).toBe('Store type');
  });
});

describe('hasown stand-in (node-polyglot)', () => {
  it('tells own properties from inherited ones, also on an object without a prototype', () => {
    expect(hasOwn({ a: 1 }, 'a')).toBe(true);
    expect(hasOwn({ a: 1 }, 'toString')).toBe(false);
    const bare = Object.create(null) as Record<string, unknown>;
    bare.key = 'value';
    expect(hasOwn(bare, 'key')).toBe(true);
  });
});
