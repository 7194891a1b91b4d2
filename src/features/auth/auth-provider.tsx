import type { AuthError, Session, SupabaseClient } from '@supabase/supabase-js';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isHydrating } from '@/boot/hydration';
import { getSupabase, hasStoredSession } from '@/lib/supabase';
import { fetchProfile, fetchRole, type CustomerProfile } from './api/profile';
import {
  AuthContext,
  type AuthContextValue,
  type AuthFailure,
  type AuthStatus,
  type AuthUser,
} from './auth-context';

/** Spec §4: a session found before the profile is read is re-checked after this wait. */
export const SESSION_RECHECK_MS = 500;
/** Spec §4: a missing profile is retried once after this wait while a session exists. */
export const PROFILE_RETRY_MS = 1000;

type State = {
  status: AuthStatus;
  user: AuthUser | null;
  profile: CustomerProfile | null;
  role: string | null;
};

const signedOut: State = { status: 'signedOut', user: null, profile: null, role: null };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toFailure(error: AuthError | Error): AuthFailure {
  const withCode = error as AuthError;
  return { code: withCode.code, message: error.message, status: withCode.status };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // Prerendered pages were rendered signed out: hydrate as such, then look for a stored session.
  const [state, setStateNow] = useState<State>(() =>
    !isHydrating() && hasStoredSession() ? { ...signedOut, status: 'loading' } : signedOut,
  );
  // Auth changes are transitions: while a prerendered page is still hydrating, an urgent context update would
  // make React throw its HTML away and render it again.
  const setState = useCallback(
    (next: State | ((previous: State) => State)) => startTransition(() => setStateNow(next)),
    [],
  );
  const clientRef = useRef<SupabaseClient | null>(null);
  // Bumped on every sign-in/out so a slow profile load never writes over a newer session.
  const generation = useRef(0);

  const hydrate = useCallback(
    async (supabase: SupabaseClient, session: Session) => {
      const run = ++generation.current;
      const user = { id: session.user.id, email: session.user.email ?? '' };
      setState((previous) =>
        previous.user?.id === user.id
          ? { ...previous, status: 'signedIn', user }
          : { ...signedOut, status: 'signedIn', user },
      );
      await wait(SESSION_RECHECK_MS);
      if (run !== generation.current) return;
      const { data } = await supabase.auth.getSession();
      if (!data.session || run !== generation.current) return;
      try {
        let profile = await fetchProfile(supabase, user.id);
        if (!profile) {
          await wait(PROFILE_RETRY_MS);
          const { data: again } = await supabase.auth.getSession();
          if (!again.session || run !== generation.current) return;
          profile = await fetchProfile(supabase, user.id);
        }
        const role = await fetchRole(supabase, user.id);
        if (run === generation.current) setState({ status: 'signedIn', user, profile, role });
      } catch {
        // The profile stays empty; the menu falls back to 'Usuário' and paying asks to log in again.
      }
    },
    [setState],
  );

  const attach = useCallback(async (): Promise<SupabaseClient> => {
    const supabase = await getSupabase();
    if (clientRef.current !== supabase) {
      clientRef.current = supabase;
      supabase.auth.onAuthStateChange((event, session) => {
        if (event === 'SIGNED_OUT' || !session) {
          generation.current++;
          setState(signedOut);
          return;
        }
        if (event === 'SIGNED_IN' || event === 'USER_UPDATED') {
          // supabase-js must not be called from inside this callback; continue on the next tick.
          setTimeout(() => void hydrate(supabase, session), 0);
        }
      });
    }
    return supabase;
  }, [hydrate, setState]);

  useEffect(() => {
    if (!hasStoredSession()) return;
    let cancelled = false;
    void (async () => {
      // After hydrating a prerendered (signed-out) page, show the session is being checked.
      setState((current) =>
        current.status === 'signedOut' && !current.user ? { ...current, status: 'loading' } : current,
      );
      try {
        const supabase = await attach();
        const { data } = await supabase.auth.getSession();
        if (cancelled) return;
        if (!data.session) return setState(signedOut);
        // A session revoked or expired elsewhere ends here, in a clean signed-out state.
        const { error } = await supabase.auth.getUser();
        if (
          error &&
          (error.status === 401 || error.status === 403 || error.name === 'AuthSessionMissingError')
        ) {
          await supabase.auth.signOut({ scope: 'local' });
          return setState(signedOut);
        }
        await hydrate(supabase, data.session);
      } catch {
        if (!cancelled) setState(signedOut);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [attach, hydrate, setState]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      async signIn(email, password) {
        try {
          const supabase = await attach();
          const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
          return { error: error ? toFailure(error) : null };
        } catch (error) {
          return { error: toFailure(error instanceof Error ? error : new Error(String(error))) };
        }
      },
      async signUp({ nome, celular, email, password }) {
        try {
          const supabase = await attach();
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
        } catch (error) {
          return {
            error: toFailure(error instanceof Error ? error : new Error(String(error))),
            needsConfirmation: false,
          };
        }
      },
      async signOut() {
        generation.current++;
        setState(signedOut);
        const supabase = clientRef.current ?? (hasStoredSession() ? await getSupabase() : null);
        if (!supabase) return;
        const { error } = await supabase.auth.signOut();
        if (error) await supabase.auth.signOut({ scope: 'local' });
      },
    }),
    [state, attach, setState],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
