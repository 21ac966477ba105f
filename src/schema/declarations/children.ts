/**
 * A resource whose records belong to a parent record (a store's bank accounts). Its endpoints name
 * the parent id (`merchant/{storeId}/bank_account`); its pages sit under the parent's view:
 * `/<parent>/view/:<param>/<segment>/view/:id`, `…/form/:id`, `…/form/create`; its list sits on the
 * parent's view page (or a tab's `children`).
 *
 * A parent may itself be a child, at any depth (a store's biller's item prices): the pages then sit
 * under every ancestor's view, `/<root>/view/:storeId/biller/view/:billerId/item-price/view/:id`, the
 * list on the parent's view page, and the endpoints may name every ancestor's param
 * (`merchant/{storeId}/biller/{billerId}/item_price`). The child declares its own parent only; the
 * registry works out the rest from the heads' `children` (`withChildren`, src/schema/entity.ts).
 */
export interface ParentDeclaration {
  /** react-admin name of the parent resource, e.g. `store/store-detail`. */
  resource: string;
  /** Placeholder and record field holding the parent id, e.g. `storeId`. */
  param: string;
  /** URL segment under the parent's view; default the child's `path`. */
  segment?: string;
}

/** One step from a parent's view page down to a child's pages, its segment resolved. */
export interface ParentLink {
  resource: string;
  param: string;
  segment: string;
}
