/**
 * react-admin's `<Admin>` as its own docs compose it (`AdminContext` + the UI), with only the pages the
 * console uses. `<Admin>` and `<AdminUI>` name a default for every page they take (the English
 * catalogue, the sign-in form, the 404 and 403 pages, the layout), and a default stays in the bundle
 * even when the prop replaces it: on the first screen those were about 3 KB gzip of code the console
 * never runs. The pages the console does not replace are named here,
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
  /**
   * False while the boot checks the stored session (src/boot/sessionGate.ts): react-admin's loading page
   * shows, and its routes mount once the check has an answer.
   */
  sessionChecked?: boolean;
  disableTelemetry?: boolean;
  children: ReactNode;
};

export function ConsoleAdmin({
  title,
  layout,
  loginPage,
  catchAll,
  accessDenied,
  sessionChecked = true,
  disableTelemetry,
  children,
  ...context
}: ConsoleAdminProps) {
  return (
    <AdminContext {...context}>
      <CssBaseline enableColorScheme>
        {sessionChecked ? (
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
        ) : (
          // As react-admin's routes show it while the check runs.
          <div style={{ height: '100vh' }}>
            <LoadingPage />
          </div>
        )}
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
