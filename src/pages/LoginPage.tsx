import { Navigate } from 'react-router-dom';
import { useAuthState, useLogin } from 'react-admin';
import { usePartMessages } from '../components/partMessages.ts';
import { ACCOUNT_PATH } from '../auth/landing.ts';
import { SignInCard } from './SignInCard.tsx';

/** The card with react-admin's login (the auth provider's). */
function ConsoleSignInCard() {
  usePartMessages('auth');
  const login = useLogin();
  return <SignInCard signIn={(returnTo) => login({ returnTo })} />;
}

/** /login: a signed-in user goes to their account page instead. */
export function LoginPage() {
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return null;
  if (authenticated) return <Navigate to={ACCOUNT_PATH} replace />;
  return <ConsoleSignInCard />;
}

/** /login-unprotected: the same page with no guard. */
export const LoginUnprotectedPage = () => <ConsoleSignInCard />;
