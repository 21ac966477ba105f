/**
 * What the signed-in user may do on one resource, asked once per screen through react-admin's
 * `canAccess` (authProvider answers from the permission map) and shared with every row below.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import type { Action } from '../auth/menus.ts';

export type RaAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'approve' | 'toggle';

export type ResourceAccess = Record<RaAction, boolean> & { isPending: boolean };

/** Declarations speak the role model's actions (docs/permissions.md); react-admin calls reading a record `show`. */
export function toRaAction(action: Action): RaAction {
  return action === 'view' ? 'show' : action;
}

export function useResourceAccess(resource: string): ResourceAccess {
  const list = useCanAccess({ resource, action: 'list' });
  const show = useCanAccess({ resource, action: 'show' });
  const create = useCanAccess({ resource, action: 'create' });
  const edit = useCanAccess({ resource, action: 'edit' });
  const remove = useCanAccess({ resource, action: 'delete' });
  const exportAccess = useCanAccess({ resource, action: 'export' });
  const approve = useCanAccess({ resource, action: 'approve' });
  const toggle = useCanAccess({ resource, action: 'toggle' });
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
