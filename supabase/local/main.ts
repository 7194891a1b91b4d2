/** `npm run backend`: the embedded Supabase-compatible backend alone (docs/configuration.md). */
import { backendOptionsFromEnv } from './env.ts';
import { durabilityNotice } from './database.ts';
import {
  creditExpiryService,
  dailyAggregationService,
  emailOutboxService,
  tourRemindersService,
  unpaidPixOrdersService,
} from './scheduler.ts';
import { startBackend } from './server.ts';

async function main() {
  const backend = await startBackend({
    ...backendOptionsFromEnv(process.env),
    siteUrl: process.env.SITE_URL ?? 'http://localhost:5173',
    services: [
      dailyAggregationService(),
      emailOutboxService(),
      unpaidPixOrdersService(),
      tourRemindersService(),
      creditExpiryService(),
    ],
  });
  console.log(`\n  Supabase API:      ${backend.url}`);
  console.log(`  Caixa de e-mails:  ${backend.url}/mailbox`);
  console.log(`  publishable key:   ${backend.publishableKey}`);
  console.log(`  secret key:        ${backend.secretKey}`);
  console.log(`  anon key:          ${backend.anonKey}  (legado)`);
  console.log(`  service_role key:  ${backend.serviceRoleKey}  (legado)`);
  console.log(`  ${durabilityNotice}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: closing the backend...`);
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  // A stray promise in a handler must not take the whole local backend (and the shop) down.
  process.on('unhandledRejection', (error) => console.error('Unhandled rejection (still serving):', error));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
