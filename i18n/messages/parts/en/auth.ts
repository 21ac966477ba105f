/** Sign-in, registration, callback and account pages: a part (i18n/index.ts). English. */
import type { th } from '../th/auth.ts';

export const en: typeof th = {
  pa: {
    auth: {
      sign_in_title: 'Sign in',
      sign_in_subtitle: 'For staff: use your organisation account through single sign-on (SSO).',
      sign_in_button: 'Sign in with SSO',
      redirecting: 'Going to the sign-in page…',
      no_account: 'No account yet?',
      register_link: 'Register',
      have_account: 'Already have an account?',
      reasons: {
        expired: 'Your session expired. Please sign in again.',
        signature:
          'Your user profile could not be verified (invalid signature), so you were signed out for safety.',
        userinfo: 'Your sign-in token could not be checked. Please sign in again.',
        profile: 'Your user profile could not be loaded. Please sign in again.',
        idle: 'You were signed out after a period of inactivity.',
        tabs: 'You were signed out because every console tab was closed.',
        logout: 'You have signed out.',
      },
      callback_title: 'Signing you in',
      callback_failed: 'Sign-in failed',
      back_to_login: 'Back to sign in',
      logout_failed: 'Unable to logout',
      register_title: 'Register a new account',
      register_button: 'Register',
      register_done: 'Your account is ready. You can sign in now.',
      register_admin_only: 'Accounts are created by an administrator. Please contact your administrator.',
      email: 'E-mail',
      name: 'Full name',
      password: 'Password',
      password_hint: 'At least 8 characters',
    },
    account: {
      title: 'My account',
      name: 'Name',
      role: 'Role',
      menus: 'Menu permissions',
      menu: 'Menu',
      actions: 'Actions',
      no_access: 'No access',
      preferences: 'Display',
    },
  },
};
