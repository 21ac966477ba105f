/** A release while a tab is open (src/boot/release.ts, src/components/ReleaseNotice.tsx). (English; loaded when English is chosen) */
import type { th } from '../th/release.ts';

export const en: typeof th = {
  pa: {
    release: {
      not_loaded:
        'This part of the page could not be loaded: a new version of the console may be available. Try again, or reload the page.',
      try_again: 'Try again',
      reload: 'Reload',
    },
  },
};
