import type { SupabaseClient } from '@supabase/supabase-js';
import { loadOnce } from '@/boot/load-once';
import { getSupabaseConfig } from '@/config/env';
import type { Database } from '@/types/database';

/** Where supabase-js keeps the session; fixed so the app can tell "signed out" without loading it. */
export const authStorageKey = 'movie-tour-auth';

/** The shop's Supabase client, typed with the generated database types. Every remote operation takes one. */
export type Supabase = SupabaseClient<Database>;

const client = loadOnce(() =>
  Promise.all([import('@supabase/supabase-js'), getSupabaseConfig()]).then(([{ createClient }, config]) =>
    createClient<Database>(config.url, config.anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
        storageKey: authStorageKey,
      },
    }),
  ),
);

/** The Supabase client, created on first use so its code stays out of the first paint. */
export function getSupabase(): Promise<Supabase> {
  return client.load();
}
