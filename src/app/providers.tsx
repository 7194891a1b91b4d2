import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { AuthDialogProvider, AuthProvider } from '@/features/auth';
import { CartProvider } from '@/features/cart';
import { createQueryClient } from '@/lib/query-client';
import { ToastHost } from './toast-host';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <CartProvider>
            <AuthDialogProvider>
              {children}
              <ToastHost />
            </AuthDialogProvider>
          </CartProvider>
        </AuthProvider>
      </QueryClientProvider>
    </HelmetProvider>
  );
}
