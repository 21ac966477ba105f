/**
 * Links of a list to the declaration's own pages (`routes` with a `page`): where a row opens, and
 * buttons above the table. E.g. reconcile runs: a row opens `detail?run=<id>`, "New run" opens `detail`.
 */
import type { Action } from '../../contract/roleMenus.ts';

export interface ListLinks {
  /**
   * A row opens the declared segment `path`: the row's id goes in the query parameter `query`
   * (`detail?run=<id>`), or fills `:id` in the path when there is no `query`. Replaces opening the
   * view page; needs the route's permission.
   * @example
   * row: { path: 'detail', query: 'run', permission: 'view' },
   */
  row?: { path: string; query?: string; permission: Action };
  /**
   * Buttons above the list opening a declared segment, each behind its permission; with `resource`,
   * the segment (empty: the list) of that declaration instead, e.g. the store list's system billers.
   * @example
   * page: [
   *   { name: 'adjust', label: `${R}.adjust`, path: 'adjust', permission: 'edit' },
   *   {
   *     name: 'systemBillers',
   *     label: `${T}.systemBillers`,
   *     path: '',
   *     resource: 'store/system-biller',
   *     permission: 'view',
   *   },
   * ],
   */
  page?: { name: string; label: string; path: string; permission: Action; resource?: string }[];
}
