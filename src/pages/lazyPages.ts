import { createElement, type ComponentType } from 'react';
import { lazyPart } from '../components/lazyPart.tsx';
import { PageLoading } from '../components/Progress.tsx';

/**
 * Pages that are not a screen of the registry load when they are opened: a cold load of a screen does
 * not carry the account page, the sign-in pages' hosts or the 403 and 404 pages.
 */
const page = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyPart(load, createElement(PageLoading));
export const AccountPage = page(() => import('./AccountPage.tsx').then((m) => m.AccountPage));
export const CallbackPage = page(() => import('./CallbackPage.tsx').then((m) => m.CallbackPage));
export const HomePage = page(() => import('./HomePage.tsx').then((m) => m.HomePage));
export const PlaceholderPage = page(() => import('./PlaceholderPage.tsx').then((m) => m.PlaceholderPage));
export const LoginPage = page(() => import('./LoginPage.tsx').then((m) => m.LoginPage));
export const LoginUnprotectedPage = page(() => import('./LoginPage.tsx').then((m) => m.LoginUnprotectedPage));
export const RegisterPage = page(() => import('./RegisterPage.tsx').then((m) => m.RegisterPage));
export const RegisterUnprotectedPage = page(() =>
  import('./RegisterPage.tsx').then((m) => m.RegisterUnprotectedPage),
);
export const ForbiddenPage = page(() => import('./ErrorPages.tsx').then((m) => m.ForbiddenPage));
export const NotFoundPage = page(() => import('./ErrorPages.tsx').then((m) => m.NotFoundPage));
