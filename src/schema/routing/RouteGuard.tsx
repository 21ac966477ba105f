import type { ReactNode } from 'react';
import { CanAccess, Navigate, useAuthProvider } from 'react-admin';
import type { PaymentAuthProvider } from '../../auth/authProvider.ts';
import { PageLoading } from '../../components/Progress.tsx';
import type { RaAction } from '../access.tsx';

/**
 * A route the user lacks goes to /403 (docs/permissions.md), never to a blank screen. With the session
 * already verified (`verifiedAccess`) the answer is there in the first render; react-admin's
 * `canAccess` is still asked and has the last word.
 */
export function RouteGuard({
  resource,
  action,
  children,
}: {
  resource: string;
  action: RaAction;
  children: ReactNode;
}) {
  const authProvider = useAuthProvider<PaymentAuthProvider>();
  return (
    <CanAccess
      resource={resource}
      action={action}
      initialData={authProvider?.verifiedAccess?.({ resource, action })}
      loading={<PageLoading />}
      accessDenied={<Navigate to="/403" replace />}
    >
      {children}
    </CanAccess>
  );
}
