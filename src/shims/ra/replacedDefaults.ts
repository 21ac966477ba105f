/**
 * Stand-ins for react-admin components that are only defaults of props the console always sets; the
 * build puts them in place of react-admin's modules (vite.config.ts, `raWithoutReplacedDefaults`):
 * - `ListActions` (the list toolbar with its create and export buttons) and `Empty` (the empty list
 *   page), the defaults of `<List>`'s `actions` and `empty`: the generated list
 *   (src/schema/list/GeneratedList.tsx) passes its own toolbar and empty page;
 * - `BulkDeleteButton` (with the undoable bulk delete), the default of `<DataTable>`'s
 *   `bulkActionButtons`: every DataTable of the console passes its own (src/schema/list/BulkActions.tsx,
 *   src/schema/show/ChildList.tsx).
 * A default parameter keeps its module in the bundle even when the prop always replaces it: about
 * 2 KB gzip on the first list screen. Rendering one of these means a `<List>` or `<DataTable>` without
 * that prop: pass it, or take the component out of the plugin.
 *
 * And `Inspector`, for react-admin's layout only: its preferences editor, which opens in the
 * configuration mode that react-admin's `InspectorButton` turns on. The console has no such button, so
 * the layout's inspector is nothing (about 1 KB gzip).
 *
 * And `ColumnsSelector` and `ColumnsSelectorItem`, for react-admin's `DataTable` and its columns only:
 * the column chooser, which shows in the menu of a `ColumnsButton` and otherwise looks for that menu
 * every 100 ms for half a second after each mount, and its entries. The console shows no such button
 * (tests/unit/shims/raStandIns.test.tsx), so the chooser is nothing (about 2 KB gzip).
 */
function replaced(name: string) {
  return function ReplacedDefault(): never {
    throw new Error(
      `react-admin's ${name} is not in this build (vite.config.ts, raWithoutReplacedDefaults): ` +
        'pass the prop it is the default of',
    );
  };
}

export const ListActions = replaced('ListActions');
export const Empty = replaced('Empty');
export const BulkDeleteButton = replaced('BulkDeleteButton');

/** react-admin's layout renders it on every page; the console never enters the mode it shows in. */
export function Inspector() {
  return null;
}

/** Every DataTable renders it; it shows in a ColumnsButton's menu, which the console does not have. */
export function ColumnsSelector() {
  return null;
}

/** A column's entry in that chooser (a column renders it only inside the chooser). */
export function ColumnsSelectorItem() {
  return null;
}
