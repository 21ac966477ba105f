import type { ReactNode } from 'react';
import { CanAccess, Navigate } from 'react-admin';
import { PageLoading } from '../../components/Progress.tsx';
import type { RaAction } from '../access.tsx';

/** A route the user lacks goes to /403 (docs/permissions.md), never to a blank screen. */
export function RouteGuard({
  resource,
  action,
  children,
}: {
  resource: string;
  action: RaAction;
  children: ReactNode;
}) {
  return (
    <CanAccess
      resource={resource}
      action={action}
      loading={<PageLoading />}
      accessDenied={<Navigate to="/403" replace />}
    >
      {children}
    </CanAccess>
  );
}
