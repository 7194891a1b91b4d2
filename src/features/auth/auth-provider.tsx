import type { Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadOnce } from '@/boot/load-once';
import { persistedState, usePersistedState } from '@/boot/persisted-state';
import { authStorageKey } from '@/config/auth-storage';
import { getSupabase, type Supabase } from '@/lib/supabase';
import type { CustomerProfile } from './api/profile';
import { AuthContext, toFailure, type AuthContextValue, type AuthUser } from './auth-context';
import { sessionProfile } from './session-profile';

const authActions = loadOnce(() => import('./auth-actions'));

/** Whether supabase-js keeps a session in this browser (it writes the entry): only then is it loaded on page load. */
const storedSession = persistedState({
  key: authStorageKey,
  initial: false,
  parse: (stored) => stored !== '',
});

type State = {
  status: 'signedOut' | 'signedIn';
  user: AuthUser | null;
  profile: CustomerProfile | null;
  role: string | null;
  profileLoaded: boolean;
};

const signedOut: State = { status: 'signedOut', user: null, profile: null, role: null, profileLoaded: false };

/**
 * The session of this browser (spec §4): restored on page load when one is stored, followed as supabase-js
 * reports sign-ins and sign-outs, with the customer's profile and role once loaded.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [sessionStored] = usePersistedState(storedSession);
  const [state, setState] = useState<State>(signedOut);
  // Until a stored session has been checked, the status is 'loading'.
  const [checked, setChecked] = useState(false);
  const clientRef = useRef<Supabase | null>(null);
  // Bumped on every sign-in/out so a slow profile load never writes over a newer session.
  const generation = useRef(0);

  /** A session began or was restored: the user is signed in at once, their profile and role follow. */
  const startSession = useCallback(async (supabase: Supabase, session: Session) => {
    const run = ++generation.current;
    const user = { id: session.user.id, email: session.user.email ?? '' };
    setState((previous) =>
      previous.user?.id === user.id
        ? { ...previous, status: 'signedIn', user }
        : { ...signedOut, status: 'signedIn', user },
    );
    // A failure leaves the profile empty: the menu falls back to 'Usuário' and paying asks to log in again.
    const loaded = await authActions
      .load()
      .then(({ loadProfile }) => loadProfile(supabase, user.id, () => run === generation.current))
      .catch(() => undefined);
    if (run !== generation.current || loaded === null) return;
    if (!loaded) {
      setState((previous) => ({ ...previous, profileLoaded: true }));
      return;
    }
    sessionProfile.set(loaded.profile);
    setState({ status: 'signedIn', user, ...loaded, profileLoaded: true });
  }, []);

  /** The client, listened to from its first use on, and the auth calls. */
  const attach = useCallback(async () => {
    const [supabase, actions] = await Promise.all([getSupabase(), authActions.load()]);
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
          setTimeout(() => void startSession(supabase, session), 0);
        }
      });
    }
    return { supabase, actions };
  }, [startSession]);

  useEffect(() => {
    if (!sessionStored) return;
    let cancelled = false;
    void (async () => {
      try {
        const { supabase, actions } = await attach();
        const { data } = await supabase.auth.getSession();
        if (cancelled) return;
        if (data.session && (await actions.stillValid(supabase))) await startSession(supabase, data.session);
        else setState(signedOut);
      } catch {
        if (!cancelled) setState(signedOut);
      } finally {
        if (!cancelled) setChecked(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionStored, attach, startSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      status: state.status === 'signedOut' && sessionStored && !checked ? 'loading' : state.status,
      async signIn(email, password) {
        try {
          const { supabase, actions } = await attach();
          return await actions.signIn(supabase, email, password);
        } catch (error) {
          return { error: toFailure(error) };
        }
      },
      async signUp(input) {
        try {
          const { supabase, actions } = await attach();
          return await actions.signUp(supabase, input);
        } catch (error) {
          return { error: toFailure(error), needsConfirmation: false };
        }
      },
      async requestPasswordReset(email) {
        try {
          const { supabase, actions } = await attach();
          return await actions.requestPasswordReset(supabase, email);
        } catch (error) {
          return { error: toFailure(error) };
        }
      },
      async signOut() {
        generation.current++;
        setState(signedOut);
        setChecked(true);
        if (!clientRef.current && !storedSession.get()) return;
        const { supabase, actions } = await attach();
        await actions.signOut(supabase);
      },
    }),
    [state, sessionStored, checked, attach],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
