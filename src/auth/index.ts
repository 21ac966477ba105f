/**
 * The auth folder's surface for resources/ and the mock backend (docs/architecture.md, "Which module may
 * import which"): the registry builds the menu catalogue with it, and the mock backend checks a caller's
 * permissions with the console's own rules. Only the menu catalogue and the permission map, both pure:
 * resources/index.ts is in the first screen's `early` chunk, which must not reach the auth provider or
 * the OIDC client, and mocks/ runs in node.
 */
export { createMenuCatalogue } from './menus.ts';
export type { MenuEntry, PermissionKey } from './menus.ts';
export { derivePermissionMap, hasAction } from './permissions.ts';
export type { PermissionMap } from './permissions.ts';
