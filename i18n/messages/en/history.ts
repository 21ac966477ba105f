/** The History section of a record's view page (src/schema/show/History.tsx). */
import type { th } from '../th/history.ts';

export const en: typeof th = {
  pa: {
    history: {
      title: 'History',
      show: 'Show history',
      hide: 'Hide history',
      loading: 'Loading the history…',
      empty: 'No change recorded yet',
      by: 'by %{name}',
      field: 'Field',
      before: 'Before',
      after: 'After',
      changes: 'Changed fields',
      emptyValue: '(empty)',
      more: 'The latest %{count} of %{total} events',
      actions: {
        create: 'Created',
        edit: 'Edited',
        delete: 'Deleted',
        toggle: 'Switched on/off',
      },
    },
  },
};
