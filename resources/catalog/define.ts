/**
 * The entity's two halves typed with the app's vocabulary (docs/adding-a-resource.md): `defineEntity`
 * for its head (resources/<area>/<entity>/index.ts), whose menu group and icon the compiler checks
 * against resources/catalog; `declare` for the rest (declaration.ts). `defineResource` writes a whole
 * declaration in one object (tests and examples of a single shape). The registry test checks the
 * permission keys (a screen's key is a declared menu's; every menu is in docs/routes.md).
 */
import {
  declare,
  defineEntity as defineGenericEntity,
  defineMenu as defineGenericMenu,
  defineResource as defineGenericResource,
  type DeclarationLoader,
  type EntityDefinition,
  type EntityHead,
  type MenuDeclaration,
  type MenuOnlyDeclaration,
  type MenuOnlyDefinition,
  type ResourceDeclaration,
  type ResourceDefinition,
} from '../../src/schema/index.ts';
import type { MenuGroup, MenuIcon } from './menus.ts';

export { declare };

export interface AppMenu extends MenuDeclaration {
  group: MenuGroup;
  icon: MenuIcon;
}

export function defineEntity(
  head: EntityHead & { menu?: AppMenu; load?: DeclarationLoader },
): EntityDefinition {
  return defineGenericEntity(head);
}

export function defineResource<const S extends string>(
  declaration: ResourceDeclaration<S> & { menu?: AppMenu },
): ResourceDefinition<S> {
  return defineGenericResource(declaration);
}

export function defineMenu(declaration: MenuOnlyDeclaration & { menu: AppMenu }): MenuOnlyDefinition {
  return defineGenericMenu(declaration);
}
