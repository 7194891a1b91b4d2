import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deployFindings } from './deploy-check.ts';

const config = readFileSync(path.join(import.meta.dirname, '../supabase/config.toml'), 'utf8');
const ready = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_x',
  VITE_SITE_URL: 'https://www.movietour.com.br',
  VITE_PIX_KEY: 'financeiro@movietour.com.br',
  VITE_PIX_BENEFICIARY: 'Movie Tour Ltda',
  VITE_PIX_CITY: 'Campos do Jordao',
  VITE_CONTACT_PHONE: '(12) 3662-0000',
  VITE_CONTACT_EMAIL: 'contato@movietour.com.br',
  VITE_WHATSAPP_NUMBER: '5512988887777',
};
const secrets = {
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  SITE_URL: 'https://www.movietour.com.br',
};
const errors = (app = ready, fnSecrets: Record<string, string> = secrets, toml = config) =>
  deployFindings(app, fnSecrets, toml)
    .filter((finding) => finding.level === 'error')
    .map((finding) => finding.message);

describe('npm run deploy:check', () => {
  it('passes a complete production setup (only the local auth site URL is a warning)', () => {
    expect(errors()).toEqual([]);
    expect(deployFindings(ready, secrets, config).map((finding) => finding.message)).toEqual([
      expect.stringMatching(/auth site_url is http:\/\/localhost:5173/),
    ]);
  });

  it.each([
    [
      'placeholder PIX key',
      { ...ready, VITE_PIX_KEY: '+5512999990000' },
      /VITE_PIX_KEY is the local placeholder/,
    ],
    [
      'site URL on this machine',
      { ...ready, VITE_SITE_URL: 'http://localhost:5173' },
      /VITE_SITE_URL points at this machine/,
    ],
    ['no Supabase project', { ...ready, VITE_SUPABASE_URL: undefined }, /VITE_SUPABASE_URL is not set/],
    [
      'missing WhatsApp number',
      { ...ready, VITE_WHATSAPP_NUMBER: undefined },
      /VITE_WHATSAPP_NUMBER is not set/,
    ],
  ])('refuses a %s', (_what, app, message) => {
    expect(errors(app as typeof ready)).toContainEqual(expect.stringMatching(message));
  });

  it('refuses missing or example secrets, and a SITE_URL that is not the shop', () => {
    expect(errors(ready, {})).toEqual([
      'STRIPE_SECRET_KEY (function secret) is not set',
      "STRIPE_WEBHOOK_SECRET (the webhook endpoint's whsec_... secret) is not set",
      'SITE_URL (function secret) is not set',
    ]);
    expect(errors(ready, { ...secrets, STRIPE_SECRET_KEY: 'sk_test_replace_me' })).toHaveLength(1);
    expect(errors(ready, { ...secrets, SITE_URL: 'https://outra.example' })).toEqual([
      expect.stringMatching(/SITE_URL .* and VITE_SITE_URL .* differ/),
    ]);
  });

  it('refuses a config without the webhook exception, or with the demo seed selected for the push', () => {
    expect(errors(ready, secrets, config.replace(/verify_jwt = false/, 'verify_jwt = true'))).toEqual([
      expect.stringMatching(/verify_jwt = false/),
    ]);
    expect(errors(ready, { ...secrets, SUPABASE_DB_PUSH_INCLUDE_SEED: 'true' })).toEqual([
      expect.stringMatching(/demo seed/),
    ]);
  });
});
