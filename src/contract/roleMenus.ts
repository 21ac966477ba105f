/**
 * A role's menus as the user service sends them (`[{ menuName, actions }]`, docs/permissions.md): the
 * action vocabulary, and `N/A` for a menu the role does not have; and the menu a declaration is, whose
 * names a role's menus are matched by (the declarations and the menu catalogue share it).
 */
export const ACTIONS = ['view', 'create', 'edit', 'delete', 'export', 'approve'] as const;
export type Action = (typeof ACTIONS)[number];

export const NO_ACCESS = 'N/A';

export interface RoleMenu {
  /** The menu's Thai or English name. */
  menuName: string;
  /** Comma-separated actions, `all`, or `N/A`. */
  actions: string;
}

/**
 * Where a declaration sits in the side menu and in the role model (docs/permissions.md). Roles name
 * their menus by `nameTh` or `nameEn`; the side menu, the permission map, the landing order, the mock
 * menu list and the role matrix are all derived from these.
 */
export interface MenuDeclaration {
  /** Side-menu group (resources/catalog/menus.ts). */
  group: string;
  /** Position inside the group, ascending. */
  order: number;
  /** The menu names a role's menus are matched by, exactly as the user service spells them. */
  nameTh: string;
  nameEn: string;
  /** Icon name (resources/catalog/icons.tsx). */
  icon: string;
  /**
   * Rank in the landing order: after sign-in the user opens the lowest-ranked menu they may view. A
   * menu without one comes after every ranked menu, in side-menu order.
   */
  landing?: number;
  /** A role menu without a side-menu item (the screen is reached from another screen). */
  hidden?: boolean;
}
