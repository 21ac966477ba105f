/**
 * A resource whose records belong to a parent record (a store's bank accounts). Its endpoints name
 * the parent id (`merchant/{storeId}/bank_account`); its pages sit under the parent's view:
 * `/<parent>/view/:<param>/<segment>/view/:id`, `…/form/:id`, `…/form/create`; its list sits on the
 * parent's view page (or a tab's `children`).
 */
export interface ParentDeclaration {
  /** react-admin name of the parent resource, e.g. `store/store-detail`. */
  resource: string;
  /** Placeholder and record field holding the parent id, e.g. `storeId`. */
  param: string;
  /** URL segment under the parent's view; default the child's `path`. */
  segment?: string;
}
