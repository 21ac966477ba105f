/**
 * react-admin's `<Admin>` as its own docs compose it (`AdminContext` + the UI), with only the pages the
 * console uses. `<Admin>` and `<AdminUI>` name a default for every page they take (the English
 * catalogue, the sign-in form, the 404 and 403 pages, the layout), and a default stays in the bundle
 * even when the prop replaces it: on the first screen those were about 3 KB gzip of code the console
 * never runs (docs/performance.md, lever 22). The pages the console does not replace are named here,
 * so the screens behave as they did under `<Admin>`.
 */
import type { ComponentType, ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  Notification,
  type AdminContextProps,
  type CoreAdminUIProps,
} from 'react-admin';

export type ConsoleAdminProps = Omit<AdminContextProps, 'children'> & {
  title: string;
  layout: NonNullable<CoreAdminUIProps['layout']>;
  loginPage: ComponentType;
  catchAll: ComponentType;
  accessDenied: ComponentType;
  disableTelemetry?: boolean;
  children: ReactNode;
};

export function ConsoleAdmin({
  title,
  layout,
  loginPage,
  catchAll,
  accessDenied,
  disableTelemetry,
  children,
  ...context
}: ConsoleAdminProps) {
  return (
    <AdminContext {...context}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={title}
          layout={layout}
          loginPage={loginPage}
          catchAll={catchAll}
          accessDenied={accessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          loading={LoadingPage}
          disableTelemetry={disableTelemetry}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
