/** Client settings (docs/architecture.md, "Constants"): kept in localStorage under `settings`; signing out does not touch them. */
import { useCallback, useSyncExternalStore } from 'react';

export const THEME_NAMES = ['LIGHT', 'ONE_DARK', 'UNICORN'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export interface ClientSettings {
  direction: 'ltr' | 'rtl';
  responsiveFontSizes: boolean;
  theme: ThemeName;
  /** The page a person lands on: the landing rule's (docs/routes.md) or the start page, "Today". */
  startPage: StartPage;
}

export const START_PAGES = ['landing', 'today'] as const;
export type StartPage = (typeof START_PAGES)[number];

export const SETTINGS_KEY = 'settings';
export const DEFAULT_SETTINGS: ClientSettings = {
  direction: 'ltr',
  responsiveFontSizes: true,
  theme: 'LIGHT',
  startPage: 'landing',
};

export function readSettings(storage: Storage = window.localStorage): ClientSettings {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SETTINGS_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_SETTINGS;
    const value = parsed as Partial<Record<keyof ClientSettings, unknown>>;
    return {
      direction: value.direction === 'rtl' ? 'rtl' : 'ltr',
      responsiveFontSizes: typeof value.responsiveFontSizes === 'boolean' ? value.responsiveFontSizes : true,
      theme: THEME_NAMES.find((t) => t === value.theme) ?? 'LIGHT',
      startPage: value.startPage === 'today' ? 'today' : 'landing',
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

const listeners = new Set<() => void>();
let snapshot: ClientSettings | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_KEY) {
      snapshot = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): ClientSettings {
  snapshot ??= readSettings();
  return snapshot;
}

export function writeSettings(patch: Partial<ClientSettings>) {
  const next = { ...getSnapshot(), ...patch };
  window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
  snapshot = next;
  listeners.forEach((l) => l());
}

export function useSettings(): [ClientSettings, (patch: Partial<ClientSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, getSnapshot, () => DEFAULT_SETTINGS);
  const update = useCallback((patch: Partial<ClientSettings>) => writeSettings(patch), []);
  return [settings, update];
}
