/**
 * `defineResource` and `defineMenu` typed with the app's vocabulary: a declaration's menu group and
 * icon are checked by the compiler against resources/catalog; its permission key by the registry test
 * (a screen's key is a declared menu's; every menu is in docs/routes.md).
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
import type { MenuGroup, MenuIcon } from './menus.ts';

export interface AppMenu extends MenuDeclaration {
  group: MenuGroup;
  icon: MenuIcon;
}

export function defineResource<const S extends string>(
  declaration: ResourceDeclaration<S> & { menu?: AppMenu },
): ResourceDefinition<S> {
  return defineGenericResource(declaration);
}

export function defineMenu(declaration: MenuOnlyDeclaration & { menu: AppMenu }): MenuOnlyDefinition {
  return defineGenericMenu(declaration);
}
