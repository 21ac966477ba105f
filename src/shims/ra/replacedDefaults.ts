/**
 * Stand-ins for react-admin modules the console never shows, for the one importer each row of
 * build/libraryEdges.ts names:
 * - `ListActions` (the list toolbar with its create and export buttons) and `Empty` (the empty list
 *   page), for react-admin's `ListView`, where they are the defaults of `<List>`'s `actions` and
 *   `empty`: the generated list (src/schema/list/GeneratedList.tsx) passes its own toolbar and empty
 *   page. A default parameter keeps its module in the bundle even when the prop always replaces it.
 *   Rendering one of these means a `<List>` without that prop: pass it, or take the row out;
 * - `ColumnsSelectorItem`, for react-admin's `DataTableColumn`: a column's entry in the column chooser,
 *   which shows only in the menu of a `ColumnsButton`. The console has none
 *   (tests/unit/shims/raStandIns.test.tsx), so the entry is nothing.
 */
function replaced(name: string) {
  return function ReplacedDefault(): never {
    throw new Error(
      `react-admin's ${name} is not in this build (build/libraryEdges.ts): pass the prop it is the default of`,
    );
  };
}

export const ListActions = replaced('ListActions');
export const Empty = replaced('Empty');

/** A column renders it only inside the column chooser of a ColumnsButton, which the console does not have. */
export function ColumnsSelectorItem() {
  return null;
}
