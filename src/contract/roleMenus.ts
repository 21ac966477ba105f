/**
 * A role's menus as the user service sends them (`[{ menuName, actions }]`, docs/permissions.md): the
 * action vocabulary, and `N/A` for a menu the role does not have.
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
