/**
 * The auth provider as the console sees it (docs/security.md): react-admin's AuthProvider with the
 * calls the shell adds (the access token for the HTTP client, the idle timeout, the multi-tab sign-out,
 * access answered at once from the verified session), the staff identity it returns, and what its
 * factory (authProvider.ts) is given.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { MenuCatalogue, PermissionKey } from './menus.ts';
import type { OidcUserManager } from './oidc.ts';
import type { PermissionMap } from './permissions.ts';
import type { EarlySessionCheck } from './profile.ts';
import type { SignOutReason } from './signOutReason.ts';

export interface StaffIdentity extends UserIdentity {
  id: string;
  fullName: string;
  firstname: string;
  lastname: string;
  roleId: string;
  roleName: string;
}

export interface LoginParams {
  /** Path to open after sign-in instead of the landing page (same-origin paths only). */
  returnTo?: string;
}

export interface PaymentAuthProvider extends AuthProvider {
  login(params?: LoginParams): Promise<{ redirectTo: false }>;
  logout(): Promise<false | undefined>;
  checkAuth(): Promise<void>;
  checkError(error: unknown): Promise<void>;
  getIdentity(): Promise<StaffIdentity>;
  getPermissions(): Promise<PermissionMap>;
  handleCallback(): Promise<{ redirectTo: string }>;
  canAccess(params: { resource: string; action: string }): Promise<boolean>;
  /**
   * canAccess's answer from the session this page has already verified, at once; undefined before
   * (or after) that. Lets a screen render its buttons in its first render (src/schema/access.tsx);
   * react-admin still asks canAccess, which gives the same answer from the same session.
   */
  verifiedAccess(params: { resource: string; action: string }): boolean | undefined;
  /** The stored, unexpired access token, for the HTTP client. */
  getAccessToken(): Promise<string | null>;
  /** Idle timeout from the user service; 30 minutes when it cannot be read. */
  getSessionTimeoutMs(): Promise<number>;
  /** Clears tokens in this browser without visiting the provider (e.g. the multi-tab rule). */
  signOutLocally(reason: SignOutReason): Promise<void>;
  /** Calls back when another tab signs out; returns the unsubscribe function. */
  watchSignOut(onSignedOut: () => void): () => void;
}

export interface AuthProviderDeps {
  /** The menus of the registry: role menu names → permission keys, and the landing order. */
  menus: MenuCatalogue;
  userManager?: OidcUserManager;
  fetch?: typeof fetch;
  /** Permission key of a react-admin resource (`<area>/<path>`); defaults to the deepest menu route. */
  resolvePermission?: (resource: string) => PermissionKey | undefined;
  /** The start page the person chose in the settings (`/app/today`), else undefined: the landing rule. */
  startPath?: () => string | undefined;
  /** The session check the entry already started for the stored user (src/boot/earlyStart.ts). */
  earlySession?: EarlySessionCheck;
  now?: () => number;
  origin?: string;
}
