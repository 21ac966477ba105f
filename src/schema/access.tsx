/**
 * What the signed-in user may do on one resource, asked once per screen through react-admin's
 * `canAccess` (authProvider answers from the permission map) and shared with every row below.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useAuthProvider, useCanAccess, useCanAccessResources } from 'react-admin';
import type { PaymentAuthProvider } from '../auth/authProvider.ts';
import type { Action } from '../contract/roleMenus.ts';

export type RaAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'approve' | 'toggle';

export type ResourceAccess = Record<RaAction, boolean> & { isPending: boolean };

/** Declarations speak the role model's actions (docs/permissions.md); react-admin calls reading a record `show`. */
export function toRaAction(action: Action): RaAction {
  return action === 'view' ? 'show' : action;
}

/**
 * The answers start from the session the guard has verified (`verifiedAccess`), so the screen's
 * buttons and row links are right in its first render instead of one render per answer; react-admin
 * still asks `canAccess` for each, as before.
 */
export function useResourceAccess(resource: string): ResourceAccess {
  const authProvider = useAuthProvider<PaymentAuthProvider>();
  const ask = (action: RaAction) =>
    ({ resource, action, initialData: authProvider?.verifiedAccess?.({ resource, action }) }) as const;
  const list = useCanAccess(ask('list'));
  const show = useCanAccess(ask('show'));
  const create = useCanAccess(ask('create'));
  const edit = useCanAccess(ask('edit'));
  const remove = useCanAccess(ask('delete'));
  const exportAccess = useCanAccess(ask('export'));
  const approve = useCanAccess(ask('approve'));
  const toggle = useCanAccess(ask('toggle'));
  return {
    list: list.canAccess === true,
    show: show.canAccess === true,
    create: create.canAccess === true,
    edit: edit.canAccess === true,
    delete: remove.canAccess === true,
    export: exportAccess.canAccess === true,
    approve: approve.canAccess === true,
    toggle: toggle.canAccess === true,
    isPending: [list, show, create, edit, remove, exportAccess, approve, toggle].some((a) => a.isPending),
  };
}

const AccessContext = createContext<ResourceAccess | null>(null);

export function ResourceAccessProvider({ value, children }: { value: ResourceAccess; children: ReactNode }) {
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

/** The screen's access, or null outside a generated screen (components then ask for themselves). */
export function useResourceAccessContext(): ResourceAccess | null {
  return useContext(AccessContext);
}

/**
 * Whether the person may list each of `resources` (react-admin's `useCanAccessResources`), starting
 * from the session the guard has verified, as `useResourceAccess` does: a page of several lists (the
 * start page's cards) is right in its first render.
 *
 * @example
 * const { canAccess, isPending } = useListAccess(['store/user-request', 'store/transaction']);
 */
export function useListAccess(resources: readonly string[]) {
  const authProvider = useAuthProvider<PaymentAuthProvider>();
  const verified = resources.map(
    (resource) => [resource, authProvider?.verifiedAccess?.({ resource, action: 'list' })] as const,
  );
  const initialData = verified.every(([, answer]) => answer !== undefined)
    ? (Object.fromEntries(verified) as Record<string, boolean>)
    : undefined;
  return useCanAccessResources({ action: 'list', resources: [...resources], initialData });
}
