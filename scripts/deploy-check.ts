/**
 * `npm run deploy:check`: before anything is sent to a hosted project, says what is missing or wrong for a real
 * shop (docs/deploy.md) and exits non-zero if anything is. Reads the build's environment as `npm run build` does
 * (the environment, then .env.production.local, .env.local, .env.production, .env), the functions' secrets from
 * the environment or `supabase/functions/.env`, and `supabase/config.toml`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { loadEnv } from 'vite';

type Env = Record<string, string | undefined>;
/** The parts of supabase/config.toml this check reads. */
type SupabaseConfig = {
  functions?: Record<string, { verify_jwt?: unknown }>;
  db?: { seed?: { sql_paths?: string[] } };
  auth?: { site_url?: string };
};
export type Finding = { level: 'error' | 'warning'; message: string };

/** The local defaults of src/config/site.ts: a real shop must replace every one. */
const placeholders: Record<string, string> = {
  VITE_PIX_KEY: '+5512999990000',
  VITE_PIX_BENEFICIARY: 'Movie Tour Turismo',
  VITE_CONTACT_PHONE: '(12) 99999-0000',
  VITE_WHATSAPP_NUMBER: '5512999990000',
};

const isLocal = (url: string) => /^https?:\/\/(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(url);

function publicUrl(name: string, value: string | undefined, findings: Finding[]) {
  if (!value) return findings.push({ level: 'error', message: `${name} is not set` });
  if (isLocal(value))
    return findings.push({ level: 'error', message: `${name} points at this machine (${value})` });
  if (!value.startsWith('https://'))
    findings.push({ level: 'error', message: `${name} is not https (${value})` });
}

/** The shop's edge functions: the folders of supabase/functions, but `_shared`. */
export function shopFunctions(root = path.resolve(import.meta.dirname, '..')): string[] {
  return readdirSync(path.join(root, 'supabase/functions'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name);
}

/** Everything wrong with this build environment, these function secrets and this Supabase config. */
export function deployFindings(
  app: Env,
  secrets: Env,
  configToml: string,
  functions: string[] = shopFunctions(),
): Finding[] {
  const findings: Finding[] = [];
  publicUrl('VITE_SUPABASE_URL', app.VITE_SUPABASE_URL, findings);
  if (!app.VITE_SUPABASE_ANON_KEY)
    findings.push({
      level: 'error',
      message: 'VITE_SUPABASE_ANON_KEY (the anon or publishable key) is not set',
    });
  publicUrl('VITE_SITE_URL', app.VITE_SITE_URL, findings);
  for (const name of [
    'VITE_PIX_KEY',
    'VITE_PIX_BENEFICIARY',
    'VITE_PIX_CITY',
    'VITE_CONTACT_PHONE',
    'VITE_CONTACT_EMAIL',
    'VITE_WHATSAPP_NUMBER',
  ]) {
    const value = app[name];
    if (!value)
      findings.push({ level: 'error', message: `${name} is not set: the shop would show a placeholder` });
    else if (value === placeholders[name])
      findings.push({ level: 'error', message: `${name} is the local placeholder (${value})` });
  }

  const stripeKey = secrets.STRIPE_SECRET_KEY;
  if (!stripeKey)
    findings.push({ level: 'error', message: 'STRIPE_SECRET_KEY (function secret) is not set' });
  else if (!/^(sk|rk)_(live|test)_/.test(stripeKey) || stripeKey.includes('replace_me'))
    findings.push({
      level: 'error',
      message: 'STRIPE_SECRET_KEY is not a Stripe secret key (sk_live_... or sk_test_...)',
    });
  else if (stripeKey.includes('_test_'))
    findings.push({ level: 'warning', message: 'STRIPE_SECRET_KEY is a test key: no customer is charged' });
  const webhookSecret = secrets.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret || !webhookSecret.startsWith('whsec_') || webhookSecret.includes('replace_me'))
    findings.push({
      level: 'error',
      message: "STRIPE_WEBHOOK_SECRET (the webhook endpoint's whsec_... secret) is not set",
    });
  publicUrl('SITE_URL (function secret)', secrets.SITE_URL, findings);
  if (
    secrets.SITE_URL &&
    app.VITE_SITE_URL &&
    secrets.SITE_URL.replace(/\/$/, '') !== app.VITE_SITE_URL.replace(/\/$/, '')
  )
    findings.push({
      level: 'error',
      message: `SITE_URL (${secrets.SITE_URL}) and VITE_SITE_URL (${app.VITE_SITE_URL}) differ`,
    });

  let config: SupabaseConfig;
  try {
    config = parseToml(configToml) as SupabaseConfig;
  } catch (error) {
    findings.push({ level: 'error', message: `supabase/config.toml is not valid TOML: ${String(error)}` });
    return findings;
  }
  for (const name of functions)
    if (config.functions?.[name]?.verify_jwt !== false)
      findings.push({
        level: 'error',
        message:
          name === 'stripe-webhook'
            ? 'supabase/config.toml lacks [functions.stripe-webhook] verify_jwt = false: Stripe would get 401'
            : `supabase/config.toml lacks [functions.${name}] verify_jwt = false: the gateway would refuse the publishable key and user tokens with 401`,
      });
  const seedPaths = config.db?.seed?.sql_paths ?? [];
  if (seedPaths.some((file) => /seed\.sql$/.test(file)) && secrets.SUPABASE_DB_PUSH_INCLUDE_SEED === 'true')
    findings.push({
      level: 'error',
      message: 'the demo seed (accounts with published passwords) is selected for the hosted push',
    });
  const siteUrl = config.auth?.site_url;
  if (siteUrl && isLocal(siteUrl))
    findings.push({
      level: 'warning',
      message: `supabase/config.toml's auth site_url is ${siteUrl}: set the production URL in the dashboard (Authentication → URL Configuration) or in config.toml before 'supabase config push'`,
    });
  return findings;
}

function readDotenv(file: string): Env {
  if (!existsSync(file)) return {};
  const values: Env = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = match[2]?.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const app = { ...loadEnv('production', root, 'VITE_'), ...process.env };
  const secrets = { ...readDotenv(path.join(root, 'supabase/functions/.env')), ...process.env };
  const config = existsSync(path.join(root, 'supabase/config.toml'))
    ? readFileSync(path.join(root, 'supabase/config.toml'), 'utf8')
    : '';
  const findings = deployFindings(app, secrets, config);
  for (const { level, message } of findings) console.log(`${level === 'error' ? '✗' : '!'} ${message}`);
  const errors = findings.filter((finding) => finding.level === 'error').length;
  if (errors > 0) {
    console.error(`\n${errors} problem(s) to fix before deploying (docs/deploy.md).`);
    process.exit(1);
  }
  console.log(findings.length ? '\nReady to deploy, with the warnings above.' : 'Ready to deploy.');
}
