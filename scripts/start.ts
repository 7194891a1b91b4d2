/**
 * `npm start`: the shop exactly as visitors get it (the production build, rebuilt when the sources
 * changed) on the embedded backend. `npm run dev` (--dev): the same with Vite's dev server and HMR.
 * With VITE_SUPABASE_URL/VITE_SUPABASE_ANON_KEY set (environment or .env.local) no backend is started.
 */
import { createServer, loadEnv, preview } from 'vite';
import { durabilityNotice } from '../supabase/local/database.ts';
import {
  creditExpiryService,
  dailyAggregationService,
  emailOutboxService,
  tourRemindersService,
  unpaidPixOrdersService,
} from '../supabase/local/scheduler.ts';
import { startBackend } from '../supabase/local/server.ts';
import { backendOptionsFromEnv } from '../supabase/local/env.ts';
import { ensureBuild, root } from './build-state.ts';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 5173);
async function main() {
  const fileEnv = loadEnv(dev ? 'development' : 'production', root, 'VITE_');
  const hosted = Boolean(
    (process.env.VITE_SUPABASE_URL ?? fileEnv.VITE_SUPABASE_URL) &&
    (process.env.VITE_SUPABASE_ANON_KEY ?? fileEnv.VITE_SUPABASE_ANON_KEY),
  );

  const backend = hosted
    ? undefined
    : await startBackend({
        ...backendOptionsFromEnv(process.env),
        siteUrl: `http://localhost:${port}`,
        services: [
          dailyAggregationService(),
          emailOutboxService(),
          unpaidPixOrdersService(),
          tourRemindersService(),
          creditExpiryService(),
        ],
      });
  if (backend) {
    // Read by the runtime-config plugin, which hands them to the browser in /config.json.
    process.env.SUPABASE_URL = backend.url;
    process.env.SUPABASE_ANON_KEY = backend.anonKey;
  }

  let closeApp: () => Promise<void>;
  if (dev) {
    const server = await createServer({
      root,
      server: { port, strictPort: true, host: process.env.HOST || undefined },
    });
    await server.listen();
    closeApp = () => server.close();
  } else {
    await ensureBuild();
    const server = await preview({
      root,
      preview: { port, strictPort: true, host: process.env.HOST || undefined },
    });
    closeApp = () => new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }

  console.log(`\n  Movie Tour:  http://localhost:${port}`);
  if (backend) {
    console.log(`  Backend:     ${backend.url}  (caixa de e-mails: ${backend.url}/mailbox)`);
    console.log(`  ${durabilityNotice}`);
  } else console.log('  Backend:     projeto Supabase hospedado (VITE_SUPABASE_URL)');

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await closeApp().catch(() => undefined);
    await backend?.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
