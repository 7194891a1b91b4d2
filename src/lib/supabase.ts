import type { SupabaseClient } from '@supabase/supabase-js';
import { loadOnce } from '@/boot/load-once';
import { authStorageKey } from '@/config/auth-storage';
import { getSupabaseConfig } from '@/config/env';
import type { Database } from '@/types/database';

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
