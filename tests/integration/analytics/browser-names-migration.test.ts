import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../../supabase/local/database.ts';
import { migrationsDir } from '../../../supabase/local/migrate.ts';
import { prepareDataDir } from '../../helpers/backend.ts';

// Migration 20261202000100: events stored before 2026-11-27 carry ua-parser-js's browser names ('Mobile Chrome'),
// those after it bowser's ('Chrome'). Its SQL runs on a database holding both, as a hosted database did, with the
// days summarised as the scheduler had summarised them.

const migration = path.join(migrationsDir, '20261202000100_browser_names_as_bowser_reads_them.sql');
let db: PGlite;
let dir: string;

beforeAll(async () => {
  dir = await prepareDataDir({ seed: false });
  db = await openDatabase(dir);
}, 60_000);
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

type Visit = [day: string, session: string, browser: string | null, os: string];
const store = (visits: Visit[]) =>
  db.query(
    `insert into public.analytics_events (event_type, url_path, session_id, browser, os, created_at)
     select 'page_view', '/', v ->> 1, v ->> 2, v ->> 3, ((v ->> 0) || 'T15:00:00Z')::timestamptz
       from jsonb_array_elements($1::jsonb) v`,
    [JSON.stringify(visits)],
  );
const summaries = async () =>
  (
    await db.query<{ date: string; browser_breakdown: Record<string, number>; updated_at: string }>(
      `select to_char(date, 'YYYY-MM-DD') as date, browser_breakdown, updated_at::text
         from public.analytics_daily_summary order by date`,
    )
  ).rows;

it('gives the old names the ones bowser reads, and counts each summarised day again from its events', async () => {
  await store([
    // 2026-11-26, before the change, summarised that night.
    ['2026-11-26', 'android-1', 'Mobile Chrome', 'Android'],
    ['2026-11-26', 'iphone-1', 'Mobile Safari', 'iOS'],
    ['2026-11-26', 'iphone-2', 'Instagram', 'iOS'],
    ['2026-11-26', 'android-2', 'Facebook', 'Android'],
    ['2026-11-26', 'samsung-1', 'Samsung Internet', 'Android'],
    ['2026-11-26', 'windows-1', 'Edge', 'Windows'],
    ['2026-11-26', 'xiaomi-1', 'MIUI Browser', 'Android'],
    // 2026-11-27, the day of the change: both names.
    ['2026-11-27', 'android-3', 'Mobile Chrome', 'Android'],
    ['2026-11-27', 'android-4', 'Chrome', 'Android'],
    // 2026-11-28, after it: bowser's names only.
    ['2026-11-28', 'android-5', 'Chrome', 'Android'],
    ['2026-11-28', 'samsung-2', 'Samsung Internet for Android', 'Android'],
  ]);
  for (const day of ['2026-11-26', '2026-11-27', '2026-11-28'])
    await db.query('select public.aggregate_analytics_day($1)', [day]);
  // 2026-11-25 holds an old name but was never summarised: it stays so (the scheduler does it).
  await store([['2026-11-25', 'android-0', 'Mobile Chrome', 'Android']]);
  const before = await summaries();
  expect(before[0]!.browser_breakdown).toEqual({
    'Mobile Chrome': 1,
    'Mobile Safari': 1,
    Instagram: 1,
    Facebook: 1,
    'Samsung Internet': 1,
    Edge: 1,
    'MIUI Browser': 1,
  });

  await db.exec(await readFile(migration, 'utf8'));

  const browsers = await db.query<{ session_id: string; browser: string | null }>(
    'select session_id, browser from public.analytics_events order by session_id',
  );
  expect(Object.fromEntries(browsers.rows.map((row) => [row.session_id, row.browser]))).toEqual({
    'android-0': 'Chrome',
    'android-1': 'Chrome',
    'android-2': 'Chrome',
    'android-3': 'Chrome',
    'android-4': 'Chrome',
    'android-5': 'Chrome',
    'iphone-1': 'Safari',
    'iphone-2': 'Safari',
    'samsung-1': 'Samsung Internet for Android',
    'samsung-2': 'Samsung Internet for Android',
    'windows-1': 'Microsoft Edge',
    'xiaomi-1': null,
  });
  const after = await summaries();
  expect(after.map(({ date, browser_breakdown }) => ({ date, browser_breakdown }))).toEqual([
    {
      date: '2026-11-26',
      browser_breakdown: {
        Chrome: 2,
        Safari: 2,
        'Samsung Internet for Android': 1,
        'Microsoft Edge': 1,
        desconhecido: 1,
      },
    },
    { date: '2026-11-27', browser_breakdown: { Chrome: 2 } },
    { date: '2026-11-28', browser_breakdown: { Chrome: 1, 'Samsung Internet for Android': 1 } },
  ]);
  // A day with nothing to rename is left as it was.
  expect(after[2]!.updated_at).toBe(before[2]!.updated_at);

  // Run again (a database restored from before it): nothing changes.
  await db.exec(await readFile(migration, 'utf8'));
  expect(await summaries()).toEqual(after);
});
