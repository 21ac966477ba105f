/** The record look-up's messages (docs/lookup.md), in English. */
import type { th } from './th.ts';

export const en: typeof th = {
  pa: {
    lookup: {
      title: 'Look up a record',
      label: 'ID, e-mail, phone, tax ID or name',
      placeholder: 'e.g. ST00001, QR20250502000001, an e-mail or a store name',
      results: 'Results',
      recent: 'Recent look-ups',
      clear_recent: 'Clear recent look-ups',
      no_recent: 'Type an ID or a name to look a record up',
      loading: 'Looking up…',
      empty: 'No record matches "%{text}"',
      too_short: 'Type at least %{count} characters',
      failed: 'Could not look up in %{name}',
      nothing_to_ask: 'Your role has no screen to look records up in',
      hint: '↑ ↓ choose · Enter open · Esc close',
      count: '%{count} records',
    },
  },
};
