// The shop's build-time environment (VITE_*), checked when Vite starts (scripts/env-check-plugin.ts): a bad
// value stops `npm run build` and the dev server with the variable's name, instead of reaching the browser.
import * as z from 'zod/mini';

const optionalUrl = z.optional(z.url());
const optionalText = z.optional(z.string().check(z.minLength(1)));

const envSchema = z.object({
  VITE_SUPABASE_URL: optionalUrl,
  VITE_SUPABASE_ANON_KEY: optionalText,
  VITE_SITE_URL: optionalUrl,
  VITE_CONTACT_PHONE: optionalText,
  VITE_CONTACT_EMAIL: z.optional(z.email()),
  VITE_WHATSAPP_NUMBER: z.optional(z.string().check(z.regex(/^\d{12,13}$/))),
  VITE_INSTAGRAM_URL: optionalUrl,
  VITE_TRIPADVISOR_URL: optionalUrl,
  VITE_PIX_KEY: optionalText,
  VITE_PIX_BENEFICIARY: z.optional(z.string().check(z.minLength(1), z.maxLength(25))),
  VITE_PIX_CITY: z.optional(z.string().check(z.minLength(1), z.maxLength(15))),
});

export type Env = z.infer<typeof envSchema>;

/** Validates the raw environment once; the error names every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => key.startsWith('VITE_') && value !== ''),
  );
  const result = z.safeParse(envSchema, cleaned);
  if (!result.success) {
    const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Variável de ambiente inválida: ${names}. Verifique .env.local ou o ambiente.`);
  }
  const env = result.data;
  if (Boolean(env.VITE_SUPABASE_URL) !== Boolean(env.VITE_SUPABASE_ANON_KEY)) {
    throw new Error(
      'Variável de ambiente inválida: VITE_SUPABASE_URL e VITE_SUPABASE_ANON_KEY devem ser definidas juntas.',
    );
  }
  return env;
}
