/**
 * A view and form split into tabs, the tab in the URL: `view/:id/tab/:tab`, `view/:id/form/:tab`,
 * and every tab on one page at `viewall/:id` and `formall/:id` (also `formall/:formType/:id`).
 */
import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import type { PartLoad, PartSave } from './parts.ts';

/** A read of the tab's resource service: a path with `{name}` placeholders filled from `values`. */
export type TabPageLookup = (
  path: string,
  values: Record<string, unknown>,
  signal?: AbortSignal,
) => Promise<unknown>;

/** One read a tab's page makes when it shows: the react-query key its hook reads with, and the call. */
export interface TabPageRead {
  queryKey: readonly unknown[];
  queryFn: (context?: { signal?: AbortSignal }) => Promise<unknown>;
}

/** A tab's page module: the page, and the reads it makes first (for the intent's data before the click). */
export interface TabPageModule {
  default: ComponentType;
  /**
   * The reads the page makes first, with the record's id: the same keys and calls as its own hooks
   * (docs/architecture.md, "Loading policy"), so resting on the tab starts them.
   */
  firstReads?: (id: Identifier, lookup: TabPageLookup) => TabPageRead[];
}

export interface TabDeclaration<S extends string = string> {
  /** URL segment, e.g. `general`. */
  name: string;
  /** i18n key of the tab. */
  label: string;
  /** Fields the tab shows and, in its form, edits. */
  fields: S[];
  /**
   * Child resources (by name) listed in the tab, each with its own paging.
   * @example
   * { name: 'bank-accounts', label: `${T}.tabBankAccounts`, fields: [], children: ['store/bank-account'] }
   */
  children?: string[];
  /**
   * The tab's form saves to its own endpoint; without it, the record's update with the tab's fields.
   * @example
   * // PUT merchant/{id}/callback_url with { url: <callbackUrl> }
   * save: { method: 'PUT', path: 'merchant/{id}/callback_url', body: { url: 'callbackUrl' } },
   * @example
   * // POST merchant/{id}/sap_customer_id/<sapCustomerId>, no body
   * save: {
   *   method: 'POST',
   *   path: 'merchant/{id}/sap_customer_id/{value}',
   *   value: 'sapCustomerId',
   *   body: false,
   * },
   */
  save?: PartSave<S>;
  /**
   * The tab reads its values from this call instead of the record (shown read-only, never saved).
   * @example
   * load: { service: 'paymentService', path: 'api/v1/account/merchant/api-information/{id}' },
   */
  load?: PartLoad;
  /**
   * Content of its own, loaded when the tab is first shown (below the tab's fields and child lists),
   * e.g. a store's documents with upload and preview. It reads the record from the record context.
   * @example
   * { name: 'files', label: `${T}.tabFiles`, fields: [], page: () => import('./StoreFiles.tsx') }
   */
  page?: () => Promise<TabPageModule>;
}

/**
 * Tabs shown together: the page's tab bar has one tab per group (at most `MAX_TAB_GROUPS`,
 * src/schema/show/tabGroups.ts), and a group shows each of its tabs as a titled section with its own
 * edit button. Every tab keeps its address (`view/:id/tab/:tab`, `view/:id/form/:tab`): a tab's
 * address opens its group with its section scrolled into view and focused, and a group's tab links
 * to the address of its first tab. A tab no group names (a child's, added by its head alone) is a
 * group of its own, after the declared ones.
 */
export interface TabGroupDeclaration {
  /** The group's own name (the tab bar's value; never in an address). */
  name: string;
  /** i18n key of the group's tab. */
  label: string;
  /** Names of the tabs it shows, in order; the first is the group's address. */
  tabs: string[];
}
