/**
 * What react-admin's DataTable row imports from MUI, with a stand-in for `Collapse`; the build puts
 * this module in place of `@mui/material` for that row only (vite.config.ts, `raWithoutReplacedDefaults`).
 * The row uses `Collapse` only for the expand panel of a DataTable's `expand` prop, which no list of
 * the console sets: about 1.2 KB gzip on the first list screen. Rendering it means a DataTable with
 * `expand`: take the rule out of the plugin.
 */
export { TableCell, TableRow, useThemeProps } from '@mui/material';

export function Collapse(): never {
  throw new Error(
    "MUI's Collapse is not in react-admin's DataTable row in this build (vite.config.ts, " +
      'raWithoutReplacedDefaults): a DataTable `expand` panel needs it',
  );
}
