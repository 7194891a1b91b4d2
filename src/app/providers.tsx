import type { ReactNode } from 'react';
import { AuthDialogProvider, AuthProvider } from '@/features/auth';
import { CartProvider } from '@/features/cart';
import { ToastHost } from './toast-host';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <CartProvider>
        <AuthDialogProvider>
          {children}
          <ToastHost />
        </AuthDialogProvider>
      </CartProvider>
    </AuthProvider>
  );
}
