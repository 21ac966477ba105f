/** Where a signed-in user lands (docs/routes.md): the menu of lowest landing rank the role can view. */
import type { MenuCatalogue } from './menus.ts';
import { hasAction, type PermissionMap } from './permissions.ts';

export const ACCOUNT_PATH = '/app/account';
/** The start page (resources/today/): the work queues and the transaction charts. */
export const TODAY_PATH = '/app/today';

export function firstLandingPath(catalogue: MenuCatalogue, map: PermissionMap): string {
  const menu = catalogue.landingOrder.find((m) => hasAction(map, m.key, 'view'));
  return menu === undefined ? ACCOUNT_PATH : menu.path;
}
