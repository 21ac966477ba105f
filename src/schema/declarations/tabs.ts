/**
 * A view and form split into tabs, the tab in the URL: `view/:id/tab/:tab`, `view/:id/form/:tab`,
 * and every tab on one page at `viewall/:id` and `formall/:id` (also `formall/:formType/:id`).
 */
import type { PartLoad, PartSave } from './parts.ts';
import type { PageLoader } from './routes.ts';

export interface TabDeclaration<S extends string = string> {
  /** URL segment, e.g. `general`. */
  name: string;
  /** i18n key of the tab. */
  label: string;
  /** Fields the tab shows and, in its form, edits. */
  fields: S[];
  /** Child resources (by name) listed in the tab, each with its own paging. */
  children?: string[];
  /** The tab's form saves to its own endpoint; without it, the record's update with the tab's fields. */
  save?: PartSave<S>;
  /** The tab reads its values from this call instead of the record (shown read-only, never saved). */
  load?: PartLoad;
  /**
   * Content of its own, loaded when the tab is first shown (below the tab's fields and child lists),
   * e.g. a store's documents with upload and preview. It reads the record from the record context.
   */
  page?: PageLoader;
}
