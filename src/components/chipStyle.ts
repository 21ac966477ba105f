/**
 * How the console's value chips (status, active) sit in a page: in Kanit, the chip font of
 * docs/architecture.md, and as wide as their text. A view page shows each value in a column that
 * stretches its children (react-admin's `<Labeled>` is a flex column): a chip with no width of its own
 * would run across the whole page.
 */
export const CHIP_SX = {
  fontFamily: 'Kanit, sans-serif',
  width: 'fit-content',
  maxWidth: '100%',
} as const;
