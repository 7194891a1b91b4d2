import { createContext, useContext } from 'react';

export type AuthTab = 'login' | 'register';

export type OpenAuthDialogOptions = {
  tab?: AuthTab;
  /** Opens on 'Esqueci minha senha' (the login tab's request for a reset link). */
  forgot?: boolean;
  /** Called after a successful login or sign-up with a session. */
  onSuccess?: () => void;
  /** Called when the dialog closes without signing in. */
  onDismiss?: () => void;
};

export type AuthDialogContextValue = { openAuthDialog(options?: OpenAuthDialogOptions): void };

export const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

export function useAuthDialog(): AuthDialogContextValue {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog precisa estar dentro de <AuthDialogProvider>');
  return value;
}
