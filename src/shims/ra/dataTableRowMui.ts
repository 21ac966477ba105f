/**
 * What react-admin's DataTable row imports from MUI, with a stand-in for `Collapse`: this module is
 * `@mui/material` for that row only (build/libraryEdges.ts). The row uses `Collapse` only for the
 * panel of a DataTable's `expand` prop, which no list of the console sets. Rendering it means a
 * DataTable with `expand`: take the row out of the table.
 */
export { TableCell, TableRow, useThemeProps } from '@mui/material';

export function Collapse(): never {
  throw new Error(
    "MUI's Collapse is not in react-admin's DataTable row in this build (build/libraryEdges.ts): " +
      'a DataTable `expand` panel needs it',
  );
}
