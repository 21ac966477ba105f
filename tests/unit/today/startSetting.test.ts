/**
 * The start page choice of the display settings (src/layout/settings.ts): kept with them, read back,
 * and an unknown value is the landing rule's page.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { readSettings, writeSettings } from '../../../src/layout/settings.ts';

describe('start page setting', () => {
  beforeEach(() => window.localStorage.clear());

  it('is the landing rule until the start page is chosen, and kept under settings', () => {
    expect(readSettings().startPage).toBeUndefined();
    writeSettings({ startPage: 'today' });
    expect(JSON.parse(window.localStorage.getItem('settings') ?? '{}')).toMatchObject({ startPage: 'today' });
    expect(readSettings().startPage).toBe('today');
    writeSettings({ startPage: 'landing' });
    expect(readSettings().startPage).toBeUndefined();
  });

  it('ignores an unknown start page', () => {
    window.localStorage.setItem('settings', JSON.stringify({ startPage: '/evil' }));
    expect(readSettings().startPage).toBeUndefined();
  });
});
