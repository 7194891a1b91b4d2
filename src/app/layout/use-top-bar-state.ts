import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth, useAuthDialog } from '@/features/auth';
import { useCart } from '@/features/cart';

/**
 * The signed-in user as the top bar shows them; `operator` adds 'Painel do operador' to the menu, and `staff` (an
 * operator or a driver) adds 'Embarque', the boarding screen.
 */
export type TopBarUser = { name?: string; email: string; operator?: boolean; staff?: boolean };

export type TopBarState = {
  itemCount: number;
  user: TopBarUser | null;
  onCartClick: () => void;
  onLoginClick: () => void;
  /** Ends the session; the top bar then returns the visitor to '/'. */
  onLogout: () => void | Promise<void>;
};

export function useTopBarState(): TopBarState {
  const navigate = useNavigate();
  const { status, user, profile, role, signOut } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const { itemCount } = useCart();
  const signedIn = status === 'signedIn' && user !== null;
  return {
    itemCount,
    user: signedIn
      ? {
          name: profile?.nome_cliente ?? undefined,
          email: user.email,
          operator: role === 'admin',
          staff: role === 'admin' || role === 'motorista',
        }
      : null,
    // Signed out, the cart button opens the login dialog and goes on to the cart once signed in.
    onCartClick: () =>
      signedIn ? navigate(paths.cart) : openAuthDialog({ onSuccess: () => navigate(paths.cart) }),
    onLoginClick: () => openAuthDialog(),
    onLogout: () => signOut(),
  };
}
