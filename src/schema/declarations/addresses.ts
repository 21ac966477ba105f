/**
 * Where the console links a declaration's screens when the specification routes them elsewhere than
 * the generated scheme (docs/routes.md, "One address per screen"): a registration's edit at
 * `form/edit/{id}`, a user request at `detail/{id}`, a store at its first tab. Every link, row click,
 * "Back" and redirect after a save or a delete then goes to the declared address, and the generated
 * route at the default address sends the browser there (src/schema/routing/AddressRedirect.tsx).
 *
 * Each address is a route template in react-router syntax, relative to the declaration's root
 * (`/<area>/<path>`; a child's: its parent's root, where its pages are mounted), or absolute when it
 * starts with `/`. Its `:params` are filled with the record's id (`:id`), the tab (`:tab`: the one
 * linked to, else the page's, else the first), the parent's id (the parent's `param`), and any other
 * from the page's own address (e.g. the `:storeId` of a branch page).
 */
export interface AddressDeclaration {
  /** The list (for a child or a detail-only screen: where "Back" and a delete go). */
  list?: string;
  /** The create form. */
  create?: string;
  /** The record's view page (a row click, "Back" from a form, after a save or a create). */
  view?: string;
  /** The record's form. */
  edit?: string;
  /** One tab of the view page, and its form. */
  tab?: string;
  tabForm?: string;
  /** Every tab at once: the view, and the form. */
  viewAll?: string;
  formAll?: string;
}
