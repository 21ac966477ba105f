import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, writeSettings } from '../../../src/layout/settings.ts';

describe('client settings', () => {
  beforeEach(() => window.localStorage.clear());

  it('defaults to LIGHT, left to right, responsive fonts', () => {
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.theme).toBe('LIGHT');
  });

  it('are kept under the key settings', () => {
    writeSettings({ theme: 'UNICORN', direction: 'rtl' });
    expect(JSON.parse(window.localStorage.getItem('settings') ?? '{}')).toEqual({
      direction: 'rtl',
      responsiveFontSizes: true,
      theme: 'UNICORN',
    });
    expect(readSettings().theme).toBe('UNICORN');
  });

  it('merge a change onto what is stored now, not onto what this tab read before', () => {
    writeSettings({ startPage: 'today' });
    // Another tab (or a reset) replaces what is stored.
    window.localStorage.setItem('settings', JSON.stringify({ theme: 'ONE_DARK' }));
    writeSettings({ direction: 'rtl' });
    expect(JSON.parse(window.localStorage.getItem('settings') ?? '{}')).toEqual({
      direction: 'rtl',
      responsiveFontSizes: true,
      theme: 'ONE_DARK',
    });
  });

  it('ignore unknown values', () => {
    window.localStorage.setItem('settings', JSON.stringify({ theme: 'NEON', direction: 'up' }));
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    window.localStorage.setItem('settings', '{not json');
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
