import { paths } from '@/config/paths';
import type { Supabase } from '@/lib/supabase';
import { toFailure, type SignUpInput } from './auth-context';

// What the auth provider asks of Supabase Auth, loaded with the client (src/lib/supabase.ts), never in the first
// load: sign-in, sign-up and sign-out, the check of a stored session, and the profile (spec §4).
export { loadProfile } from './load-profile';

export async function signIn(supabase: Supabase, email: string, password: string) {
  const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
  return { error: error ? toFailure(error) : null };
}

/** Spec §4: the customer's name and mobile travel as user metadata; the database creates the customer row. */
export async function signUp(supabase: Supabase, { nome, celular, email, password }: SignUpInput) {
  const { data, error } = await supabase.auth.signUp({
    email: email.trim().toLowerCase(),
    password,
    options: {
      emailRedirectTo: window.location.origin,
      data: { nome_completo: nome.trim(), celular: celular.replace(/\D/g, '') },
    },
  });
  if (error) return { error: toFailure(error), needsConfirmation: false };
  return { error: null, needsConfirmation: !data.session };
}

/** 'Esqueci minha senha': the recovery mail's link leads to /redefinir-senha (src/features/auth/reset-password-page.tsx). */
export async function requestPasswordReset(supabase: Supabase, email: string) {
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim().toLowerCase(), {
    redirectTo: `${window.location.origin}${paths.resetPassword}`,
  });
  return { error: error ? toFailure(error) : null };
}

/** Signs out on the server, or at least in this browser when the server cannot be reached. */
export async function signOut(supabase: Supabase) {
  const { error } = await supabase.auth.signOut();
  if (error) await supabase.auth.signOut({ scope: 'local' });
}

/**
 * Whether a stored session is still good: one revoked or expired elsewhere is dropped here, leaving a clean
 * signed-out state.
 */
export async function stillValid(supabase: Supabase): Promise<boolean> {
  const { error } = await supabase.auth.getUser();
  if (error && (error.status === 401 || error.status === 403 || error.name === 'AuthSessionMissingError')) {
    await supabase.auth.signOut({ scope: 'local' });
    return false;
  }
  return true;
}
