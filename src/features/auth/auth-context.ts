import { createContext, useContext } from 'react';
import type { CustomerProfile } from './api/profile';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export type AuthUser = { id: string; email: string };

export type AuthFailure = { code?: string; message: string; status?: number };

export type SignUpInput = { nome: string; celular: string; email: string; password: string };

export type AuthContextValue = {
  status: AuthStatus;
  user: AuthUser | null;
  profile: CustomerProfile | null;
  role: string | null;
  /** Whether the signed-in user's profile and role have been read (false while signed out or loading them). */
  profileLoaded: boolean;
  signIn(email: string, password: string): Promise<{ error: AuthFailure | null }>;
  signUp(input: SignUpInput): Promise<{ error: AuthFailure | null; needsConfirmation: boolean }>;
  signOut(): Promise<void>;
  /** 'Esqueci minha senha': a recovery link by mail (the same answer whether or not the address has an account). */
  requestPasswordReset(email: string): Promise<{ error: AuthFailure | null }>;
};

/** Supabase's error (or a failure to load the client at all) as the context reports it. */
export function toFailure(error: unknown): AuthFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, status } = error as Error & { code?: string; status?: number };
  return { code, message: error.message, status };
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth precisa estar dentro de <AuthProvider>');
  return value;
}
