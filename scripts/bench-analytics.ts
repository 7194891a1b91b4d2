/**
 * `npm run bench:analytics`: ingestion throughput of track-analytics (50-event batches over HTTP from a few
 * concurrent senders, as many browsers would) and the time aggregate-daily-analytics takes for a day of
 * 100,000 events, on the embedded backend in a throwaway data directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend } from '../supabase/local/server.ts';

const batches = 200;
const batchSize = 50;
const senders = 4;
const dayEvents = 100_000;
const day = '2026-06-15';

const event = (session: string, index: number) => ({
  event_type: index % 5 === 0 ? 'time_on_page' : 'page_view',
  url_path: `/passeio/tour-${index % 8}`,
  page_title: 'Bench',
  event_data: index % 5 === 0 ? { seconds: 1 + (index % 90) } : { is_first_visit: index % 7 === 0 },
  session_id: session,
  user_fingerprint: `fp${index % 500}`,
  device_type: (['mobile', 'desktop', 'tablet'] as const)[index % 3],
  browser: 'Chrome',
  os: 'Android',
  screen_resolution: '360x780',
  language: 'pt-BR',
  referrer: 'direct',
});

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'movie-tour-bench-analytics-'));
  const backend = await startBackend({ dataDir, port: 0, quiet: true, seedFile: false });
  try {
    const headers = {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
    };
    // Warm-up: the function module loads on its first call.
    await fetch(`${backend.url}/functions/v1/track-analytics`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ events: [event('warmup-session', 1)] }),
    });

    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: senders }, async () => {
        while (next < batches) {
          const batch = next++;
          // Each batch is its own session from its own address (one session may send 300 events a minute and
          // one address 600, by design); the addresses are from 198.18.0.0/15, the range kept for benchmarks.
          const session = `bench-session-${batch}`;
          const response = await fetch(`${backend.url}/functions/v1/track-analytics`, {
            method: 'POST',
            headers: { ...headers, 'X-Forwarded-For': `198.18.${batch >> 8}.${batch & 255}` },
            body: JSON.stringify({ events: Array.from({ length: batchSize }, (_, i) => event(session, i)) }),
          });
          if (!response.ok) throw new Error(`track-analytics answered ${response.status}`);
          await response.arrayBuffer();
        }
      }),
    );
    const ingestSeconds = (performance.now() - started) / 1000;
    const ingested = batches * batchSize;

    await backend.ctx.exclusive(() =>
      backend.ctx.db.query(
        `insert into public.analytics_events (event_type, url_path, event_data, session_id, user_fingerprint,
           device_type, browser, os, referrer, created_at)
         select case when i % 5 = 0 then 'time_on_page' when i % 97 = 0 then 'click_whatsapp' else 'page_view' end,
                '/passeio/tour-' || (i % 40),
                case when i % 5 = 0 then jsonb_build_object('seconds', 1 + i % 300) else '{}'::jsonb end,
                'day-session-' || (i % 12000), 'fp' || (i % 9000),
                (array['mobile', 'desktop', 'tablet'])[1 + i % 3], (array['Chrome', 'Safari', 'Firefox'])[1 + i % 3],
                (array['Android', 'iOS', 'Windows'])[1 + i % 3], (array['direct', 'https://www.google.com/'])[1 + i % 2],
                ($1::date)::timestamp at time zone 'America/Sao_Paulo' + make_interval(secs => (i % 86400))
           from generate_series(1, $2::int) i`,
        [day, dayEvents],
      ),
    );
    await backend.ctx.exclusive(() => backend.ctx.db.exec('analyze public.analytics_events'));

    const aggregateStarted = performance.now();
    const response = await fetch(`${backend.url}/functions/v1/aggregate-daily-analytics`, {
      method: 'POST',
      headers: {
        ...headers,
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
      },
      body: JSON.stringify({ date: day }),
    });
    const answer = (await response.json()) as { stats?: { events_processed?: number; pages?: number } };
    const aggregateSeconds = (performance.now() - aggregateStarted) / 1000;
    if (!response.ok) throw new Error(`aggregate-daily-analytics answered ${response.status}`);

    console.log('\nAnalytics on the embedded backend (PGlite), this machine:');
    console.log(
      `  ingestion:   ${ingested} events in ${batches} calls of ${batchSize} from ${senders} senders: ${ingestSeconds.toFixed(2)} s, ${Math.round(ingested / ingestSeconds)} events/s`,
    );
    console.log(
      `  aggregation: one day of ${answer.stats?.events_processed} events (${answer.stats?.pages} pages): ${aggregateSeconds.toFixed(2)} s`,
    );
  } finally {
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
