/**
 * Sections of react-admin's catalogue that the Thai one leaves out (i18n/ra-th.ts): no part of the
 * console shows them, which tests/unit/ra-th.test.ts holds. The English catalogue is react-admin's own
 * and keeps them.
 */
export const RA_SECTIONS_LEFT_OUT = ['ra.saved_queries.', 'ra.configurable.', 'ra.guesser.'] as const;

export const leftOut = (key: string): boolean =>
  RA_SECTIONS_LEFT_OUT.some((section) => key.startsWith(section));
