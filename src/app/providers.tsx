import type { ReactNode } from 'react';
import { AuthDialogProvider, AuthProvider, useAuth } from '@/features/auth';
import { CartProvider } from '@/features/cart';
import { ToastHost } from './toast-host';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <SignedInCart>
        <AuthDialogProvider>
          {children}
          <ToastHost />
        </AuthDialogProvider>
      </SignedInCart>
    </AuthProvider>
  );
}

/** The cart of the signed-in user: another user signing in on this browser does not get it. */
function SignedInCart({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  return <CartProvider userId={status === 'signedIn' ? (user?.id ?? null) : null}>{children}</CartProvider>;
}
