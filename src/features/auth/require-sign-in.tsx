import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingStatus } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast-store';
import { useAuth } from './auth-context';
import { useAuthDialog } from './auth-dialog-context';

type RequireSignInProps = {
  children: ReactNode;
  /** What a visitor who is not signed in sees; by default they are sent to /auth and brought back here. */
  signedOut?: ReactNode;
  /** While the session is being checked; by default a 'Carregando...' status. */
  loading?: ReactNode;
};

/** The one 'sign in first' guard of a page or part of a page: its children only for a signed-in customer. */
export function RequireSignIn({ children, signedOut, loading }: RequireSignInProps) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return loading ?? <LoadingStatus className="mt-16 justify-center">Carregando...</LoadingStatus>;
  }
  if (status === 'signedOut') {
    return signedOut ?? <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  }
  return children;
}

/**
 * The 'sign in first' guard of an action (adding to the cart): `signInFirst()` is true for a signed-in
 * customer; otherwise it says why with a toast, opens the login dialog and is false.
 */
export function useSignInFirst(reason: { title: string; description: string }): () => boolean {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  return () => {
    if (status === 'signedIn') return true;
    toast({ ...reason, variant: 'destructive' });
    openAuthDialog();
    return false;
  };
}

/**
 * The login prompt of a staff page (the console, boarding): the login dialog once, for a visitor who arrives signed
 * out, not for someone who has just signed out here (they are on their way home), who gets `onSignOut` instead.
 * While `when` is false (boarding offline) neither happens.
 */
export function useLoginDialogOnArrival({
  when = true,
  onSignOut,
}: { when?: boolean; onSignOut?: () => void } = {}) {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const asked = useRef(false);
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (!when) return;
    if (was === 'signedIn' && status === 'signedOut') onSignOut?.();
    if (status === 'signedOut' && was !== 'signedIn' && !asked.current) {
      asked.current = true;
      openAuthDialog();
    }
  }, [status, when, onSignOut, openAuthDialog]);
}
