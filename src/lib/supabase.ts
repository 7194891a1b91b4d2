import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabaseConfig } from '@/config/env';

let client: Promise<SupabaseClient> | undefined;

/** The Supabase client, created on first use so its code stays out of the first paint. */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= Promise.all([import('@supabase/supabase-js'), getSupabaseConfig()])
    .then(([{ createClient }, config]) =>
      createClient(config.url, config.anonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      }),
    )
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}
