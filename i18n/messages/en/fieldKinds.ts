/** Messages of the time-of-day field and of master values in exports. (English; loaded when English is chosen) */
import type { th } from '../th/fieldKinds.ts';

export const en: typeof th = {
  pa: {
    engine: {
      time: {
        shown: '%{time}',
        invalid: 'A time is hours:minutes (00:00–23:59)',
      },
    },
  },
};
