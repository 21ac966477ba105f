/**
 * `defineResource` and `defineMenu` typed with the app's vocabulary: a declaration's permission key,
 * menu group and icon are checked by the compiler against resources/catalog.
 */
import {
  defineMenu as defineGenericMenu,
  defineResource as defineGenericResource,
  type MenuDeclaration,
  type MenuOnlyDeclaration,
  type MenuOnlyDefinition,
  type ResourceDeclaration,
  type ResourceDefinition,
} from '../../src/schema/types.ts';
import type { MenuGroup, MenuIcon, PermissionKey } from './menus.ts';

export interface AppMenu extends MenuDeclaration {
  group: MenuGroup;
  icon: MenuIcon;
}

export function defineResource<const S extends string>(
  declaration: ResourceDeclaration<S> & { permission: PermissionKey; menu?: AppMenu },
): ResourceDefinition<S> {
  return defineGenericResource(declaration);
}

export function defineMenu(
  declaration: MenuOnlyDeclaration & { permission: PermissionKey; menu: AppMenu },
): MenuOnlyDefinition {
  return defineGenericMenu(declaration);
}
