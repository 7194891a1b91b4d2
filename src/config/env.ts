import { loadOnce } from '@/boot/load-once';
import type { Env } from './env-schema';

export type { Env } from './env-schema';

/**
 * The VITE_* variables, already validated when the build ran (scripts/env-check-plugin.ts); an empty value
 * counts as unset.
 */
export const env: Env = Object.fromEntries(
  Object.entries(import.meta.env as Record<string, unknown>).filter(
    ([key, value]) => key.startsWith('VITE_') && typeof value === 'string' && value !== '',
  ),
) as Env;
export type SupabaseConfig = { url: string; anonKey: string };

const runtimeConfig = loadOnce(() =>
  fetch('/config.json')
    .then((res): Promise<Record<string, unknown>> => (res.ok ? res.json() : Promise.resolve({})))
    .then((json): SupabaseConfig => {
      const url = typeof json.supabaseUrl === 'string' ? json.supabaseUrl : '';
      const anonKey = typeof json.supabaseAnonKey === 'string' ? json.supabaseAnonKey : '';
      if (!url || !anonKey) throw new Error('Configuração do Supabase indisponível em /config.json.');
      return { url, anonKey };
    }),
);

/**
 * The hosted project when VITE_SUPABASE_* are set at build time; otherwise the embedded backend,
 * whose URL and key the server hands out at run time in `/config.json`.
 */
export function getSupabaseConfig(): Promise<SupabaseConfig> {
  if (env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY) {
    return Promise.resolve({ url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY });
  }
  return runtimeConfig.load();
}
