import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

export type TopBarUser = { name?: string; email: string };

export type TopBarState = {
  itemCount: number;
  user: TopBarUser | null;
  onCartClick: () => void;
  onLoginClick: () => void;
  /** Ends the session; the top bar then returns the visitor to '/'. */
  onLogout: () => void | Promise<void>;
};

// Signed out with an empty cart until the accounts-and-cart issue wires the real session and cart here.
export function useTopBarState(): TopBarState {
  const navigate = useNavigate();
  return {
    itemCount: 0,
    user: null,
    onCartClick: () => navigate(paths.cart),
    onLoginClick: () => navigate(paths.auth),
    onLogout: () => undefined,
  };
}
