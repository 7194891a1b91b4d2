import type { Supabase } from '@/lib/supabase';
import { fetchProfile, fetchRole, type CustomerProfile } from './api/profile';

/** Spec §4: a session found before the profile is read is re-checked after this wait. */
export const SESSION_RECHECK_MS = 500;
/** Spec §4: a missing profile is retried once after this wait while a session exists. */
export const PROFILE_RETRY_MS = 1000;

export type LoadedProfile = { profile: CustomerProfile | null; role: string | null };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sessionStillThere(supabase: Supabase): Promise<boolean> {
  const { data } = await supabase.auth.getSession();
  return Boolean(data.session);
}

/**
 * Spec §4: the signed-in user's customer row (calls 5, retried once while it is missing) and role (call 7).
 * Null when the session ended meanwhile, or `current()` says a newer sign-in or sign-out came first.
 */
export async function loadProfile(
  supabase: Supabase,
  userId: string,
  current: () => boolean,
): Promise<LoadedProfile | null> {
  await wait(SESSION_RECHECK_MS);
  if (!current() || !(await sessionStillThere(supabase)) || !current()) return null;
  let profile = await fetchProfile(supabase, userId);
  if (!profile) {
    await wait(PROFILE_RETRY_MS);
    if (!(await sessionStillThere(supabase)) || !current()) return null;
    profile = await fetchProfile(supabase, userId);
  }
  const role = await fetchRole(supabase, userId);
  return current() ? { profile, role } : null;
}
