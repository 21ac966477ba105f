/** Where a signed-in user lands (spec §4): the first menu of LANDING_ORDER the role can view. */
import { LANDING_ORDER, menuByKey } from './menus.ts';
import { hasAction, type PermissionMap } from './permissions.ts';

export const ACCOUNT_PATH = '/app/account';

export function firstLandingPath(map: PermissionMap): string {
  const key = LANDING_ORDER.find((k) => hasAction(map, k, 'view'));
  return key === undefined ? ACCOUNT_PATH : menuByKey(key).path;
}
