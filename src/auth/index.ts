/**
 * The auth folder's surface for resources/ (docs/architecture.md, "Which module may import which"): the
 * registry builds the menu catalogue with it. Only the menu catalogue: resources/index.ts is in the
 * first screen's `early` chunk, which must not reach the auth provider or the OIDC client.
 */
export { createMenuCatalogue } from './menus.ts';
