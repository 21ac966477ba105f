/** Client settings (docs/architecture.md, "Constants"): kept in localStorage under `settings`; signing out does not touch them. */
import { useCallback, useSyncExternalStore } from 'react';
import { TODAY_PATH } from '../auth/landing.ts';

export const THEME_NAMES = ['LIGHT', 'ONE_DARK', 'UNICORN'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export interface ClientSettings {
  direction: 'ltr' | 'rtl';
  responsiveFontSizes: boolean;
  theme: ThemeName;
  /** The page a person lands on: the landing rule's (docs/routes.md, absent) or the start page, "Today". */
  startPage?: StartPage;
}

export const START_PAGES = ['landing', 'today'] as const;
export type StartPage = (typeof START_PAGES)[number];

export const SETTINGS_KEY = 'settings';
export const DEFAULT_SETTINGS: ClientSettings = {
  direction: 'ltr',
  responsiveFontSizes: true,
  theme: 'LIGHT',
};

/** Where a person lands after sign-in when they chose the start page; undefined: the landing rule. */
export const chosenStartPath = (): string | undefined =>
  readSettings().startPage === 'today' ? TODAY_PATH : undefined;

export function readSettings(storage: Storage = window.localStorage): ClientSettings {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SETTINGS_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_SETTINGS;
    const value = parsed as Partial<Record<keyof ClientSettings, unknown>>;
    return {
      direction: value.direction === 'rtl' ? 'rtl' : 'ltr',
      responsiveFontSizes: typeof value.responsiveFontSizes === 'boolean' ? value.responsiveFontSizes : true,
      theme: THEME_NAMES.find((t) => t === value.theme) ?? 'LIGHT',
      // The landing rule's page unless the start page was chosen.
      ...(value.startPage === 'today' ? { startPage: 'today' as const } : {}),
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

/** Merges `patch` onto what is stored now (another tab may have written since this one last read). */
export function writeSettings(patch: Partial<ClientSettings>) {
  const next = { ...readSettings(), ...patch };
  window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
  snapshot = next;
  listeners.forEach((l) => l());
}

export function useSettings(): [ClientSettings, (patch: Partial<ClientSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, getSnapshot, () => DEFAULT_SETTINGS);
  const update = useCallback((patch: Partial<ClientSettings>) => writeSettings(patch), []);
  return [settings, update];
}
