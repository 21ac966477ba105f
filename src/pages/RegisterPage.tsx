import { Navigate } from 'react-router-dom';
import { useAuthState } from 'react-admin';
import { ACCOUNT_PATH } from '../auth/landing.ts';
import { usePartMessages } from '../components/partMessages.ts';
import { RegisterCard as Card } from './RegisterCard.tsx';

/** The card, with its messages (a part: i18n/index.ts). */
function RegisterCard() {
  usePartMessages('auth');
  return <Card />;
}

/** /register in the console: a signed-in user goes to their account page instead. */
export function RegisterPage() {
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return null;
  if (authenticated) return <Navigate to={ACCOUNT_PATH} replace />;
  return <RegisterCard />;
}

/** /register-unprotected: the same page with no guard. */
export const RegisterUnprotectedPage = () => <RegisterCard />;
