import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { previousDayInSaoPaulo } from '../../../src/domain/calendar-days.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { signUpCustomer } from '../../helpers/customers.ts';

// aggregate-daily-analytics over a seeded day with known numbers, through the embedded backend.

let backend: TestBackend;
let admin: SupabaseClient;
let customer: SupabaseClient;
const day = '2026-11-10'; // São Paulo is UTC-3: the day is [2026-11-10T03:00Z, 2026-11-11T03:00Z)

const at = (
  createdAt: string,
  session: string,
  type: string,
  path: string,
  data: Record<string, unknown> = {},
) => ({ createdAt, session, type, path, data });

const visits = [
  // s1: a phone from Google; s2: the same visitor (fingerprint) on a desktop, direct.
  ...[
    at('2026-11-10T03:00:00Z', 's1-aaaaaaaa', 'page_view', '/', { is_first_visit: true }),
    at('2026-11-10T03:00:30Z', 's1-aaaaaaaa', 'time_on_page', '/', { seconds: 30 }),
    at('2026-11-10T03:01:00Z', 's1-aaaaaaaa', 'page_view', '/passeio/rota-do-horto', {
      is_first_visit: false,
    }),
    at('2026-11-10T03:02:00Z', 's1-aaaaaaaa', 'time_on_page', '/passeio/rota-do-horto', { seconds: 60 }),
    at('2026-11-10T03:02:01Z', 's1-aaaaaaaa', 'add_to_cart', '/passeio/rota-do-horto', {}),
    // A second tour into the same cart: two events, one session at that step of the funnel.
    at('2026-11-10T03:02:30Z', 's1-aaaaaaaa', 'add_to_cart', '/', {}),
    at('2026-11-10T03:03:00Z', 's1-aaaaaaaa', 'checkout_start', '/carrinho', {}),
  ].map((e) => ({
    ...e,
    fingerprint: 'f1',
    device: 'mobile',
    browser: 'Chrome',
    os: 'Android',
    referrer: 'https://www.google.com/search?q=campos',
  })),
  ...[
    at('2026-11-11T02:00:00Z', 's2-bbbbbbbb', 'page_view', '/', { is_first_visit: false }),
    at('2026-11-11T02:00:10Z', 's2-bbbbbbbb', 'time_on_page', '/', { seconds: 10 }),
    at('2026-11-11T02:30:00Z', 's2-bbbbbbbb', 'click_whatsapp', '/', {}),
    at('2026-11-11T02:59:59Z', 's2-bbbbbbbb', 'checkout_complete', '/pagamento-sucesso', {}),
  ].map((e) => ({
    ...e,
    fingerprint: 'f1',
    device: 'desktop',
    browser: 'Firefox',
    os: 'Windows',
    referrer: 'direct',
  })),
  // s3: just before and just after the day: not counted.
  ...[
    at('2026-11-10T02:59:59Z', 's3-cccccccc', 'page_view', '/combo', {}),
    at('2026-11-11T03:00:00Z', 's3-cccccccc', 'page_view', '/combo', {}),
  ].map((e) => ({
    ...e,
    fingerprint: null,
    device: 'tablet',
    browser: 'Safari',
    os: 'iOS',
    referrer: 'direct',
  })),
];

async function invoke(client: SupabaseClient, body?: unknown) {
  const { data, error } = await client.functions.invoke('aggregate-daily-analytics', {
    body: body as Record<string, unknown> | undefined,
  });
  if (!error) return { status: 200, body: data as { stats: Record<string, unknown>; code?: string } };
  const context = (error as { context?: Response }).context;
  return {
    status: context?.status ?? 0,
    body: (await context?.json()) as { stats: Record<string, unknown>; code?: string },
  };
}

async function dayRows() {
  return backend.ctx.exclusive(async () => {
    const summary = await backend.ctx.db.query<Record<string, unknown>>(
      'select * from public.analytics_daily_summary where date = $1',
      [day],
    );
    const pages = await backend.ctx.db.query<Record<string, unknown>>(
      'select url_path, views, unique_sessions, avg_time_seconds::float as avg from public.analytics_page_views where date = $1 order by url_path',
      [day],
    );
    return { summary: summary.rows, pages: pages.rows };
  });
}

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.ctx.exclusive(async () => {
    for (const v of visits) {
      await backend.ctx.db.query(
        `insert into public.analytics_events (event_type, url_path, event_data, session_id, user_fingerprint,
           device_type, browser, os, referrer, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          v.type,
          v.path,
          JSON.stringify(v.data),
          v.session,
          v.fingerprint,
          v.device,
          v.browser,
          v.os,
          v.referrer,
          v.createdAt,
        ],
      );
    }
  });
  admin = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
  const { error } = await admin.auth.signInWithPassword({
    email: 'admin@movietour.local',
    password: 'movietour-admin',
  });
  if (error) throw error;
  customer = (await signUpCustomer(backend, 'Rita Alves', '11977776666')).client;
});
afterAll(async () => {
  await backend?.close();
});

it('aggregates the seeded São Paulo day into known numbers', async () => {
  const answer = await invoke(admin, { date: day });
  expect(answer.status).toBe(200);
  expect(answer.body.stats).toMatchObject({
    date: day,
    events_processed: 11,
    page_views: 3,
    unique_sessions: 2,
    unique_visitors: 1,
    whatsapp_clicks: 1,
    add_to_cart: 2,
    checkout_start: 1,
    checkout_complete: 1,
    pages: 2,
  });
  const { summary, pages } = await dayRows();
  expect(summary).toHaveLength(1);
  expect(summary[0]).toMatchObject({
    total_page_views: 3,
    unique_sessions: 2,
    unique_visitors: 1,
    avg_time_on_page: '33.33',
    device_breakdown: { mobile: 1, desktop: 1 },
    browser_breakdown: { Chrome: 1, Firefox: 1 },
    os_breakdown: { Android: 1, Windows: 1 },
    referrer_breakdown: { 'www.google.com': 2, direct: 1 },
    whatsapp_clicks: 1,
    add_to_cart_count: 2,
    checkout_start_count: 1,
    checkout_complete_count: 1,
    add_to_cart_sessions: 1,
    checkout_start_sessions: 1,
    checkout_complete_sessions: 1,
  });
  expect(pages).toEqual([
    { url_path: '/', views: 2, unique_sessions: 2, avg: 20 },
    { url_path: '/passeio/rota-do-horto', views: 1, unique_sessions: 1, avg: 60 },
  ]);
});

it('running the same day again gives the same rows, not double counts', async () => {
  const first = await dayRows();
  const again = await invoke(backend.serviceClient(), { date: day });
  expect(again.status).toBe(200);
  const second = await dayRows();
  const stable = (rows: Record<string, unknown>[]) =>
    rows.map(({ updated_at: _u, created_at: _c, ...rest }) => rest);
  expect(stable(second.summary)).toEqual(stable(first.summary));
  expect(second.pages).toEqual(first.pages);
});

it('without a date it aggregates yesterday in São Paulo', async () => {
  const answer = await invoke(backend.serviceClient());
  expect(answer.status).toBe(200);
  expect(answer.body.stats.date).toBe(previousDayInSaoPaulo(new Date()));
});

it('refuses a customer (403), a visitor (401) and a bad date (400), all as JSON', async () => {
  expect(await invoke(customer, { date: day })).toMatchObject({ status: 403, body: { code: 'forbidden' } });
  expect(await invoke(backend.anonClient(), { date: day })).toMatchObject({ status: 401 });
  expect(await invoke(admin, { date: '2026-02-30' })).toMatchObject({
    status: 400,
    body: { code: 'invalid_date' },
  });
  const noKey = await fetch(`${backend.url}/functions/v1/aggregate-daily-analytics`, { method: 'POST' });
  expect(noKey.status).toBe(401);
  expect(await noKey.json()).toMatchObject({ code: 'invalid_api_key' });
  const noToken = await fetch(`${backend.url}/functions/v1/aggregate-daily-analytics`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey },
  });
  expect(noToken.status).toBe(401);
  expect(await noToken.json()).toMatchObject({ code: 'not_authenticated' });
});

it('refuses bodies other than nothing, {} or {date} with a past day or today', async () => {
  const raw = async (body: string, method = 'POST') => {
    const key = backend.serviceRoleKey;
    const response = await fetch(`${backend.url}/functions/v1/aggregate-daily-analytics`, {
      method,
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : body,
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  };
  expect(await raw('{"date": ')).toMatchObject({ status: 400, body: { code: 'invalid_json' } });
  expect(await raw('[]')).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
  expect(await raw('"2026-11-10"')).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
  expect(await raw('{"date": 20261110}')).toMatchObject({ status: 400, body: { code: 'invalid_date' } });
  const tomorrow = previousDayInSaoPaulo(new Date(Date.now() + 2 * 86_400_000));
  expect(await raw(JSON.stringify({ date: tomorrow }))).toMatchObject({
    status: 400,
    body: { code: 'invalid_date' },
  });
  expect(await raw(JSON.stringify({ date: day, padding: 'x'.repeat(5000) }))).toMatchObject({ status: 413 });
  expect(await raw('', 'GET')).toMatchObject({ status: 405 });
  const yesterday = await raw('{}');
  expect(yesterday.status).toBe(200);
  expect((yesterday.body as { stats?: { date?: string } }).stats?.date).toBe(
    previousDayInSaoPaulo(new Date()),
  );
});

it('the admin reads the summaries; a customer reads none; a visitor is refused', async () => {
  const adminRows = await admin
    .from('analytics_daily_summary')
    .select('date, total_page_views')
    .eq('date', day);
  expect(adminRows.data).toEqual([{ date: day, total_page_views: 3 }]);
  const adminPages = await admin.from('analytics_page_views').select('url_path').eq('date', day);
  expect(adminPages.data).toHaveLength(2);
  const customerRows = await customer.from('analytics_daily_summary').select('date');
  expect(customerRows).toMatchObject({ error: null, data: [] });
  const customerPages = await customer.from('analytics_page_views').select('date');
  expect(customerPages).toMatchObject({ error: null, data: [] });
  const anonRows = await backend.anonClient().from('analytics_daily_summary').select('date');
  expect(anonRows.error?.code).toBe('42501');
  const customerEvents = await customer.from('analytics_events').select('id');
  expect(customerEvents.error?.code).toBe('42501');
});
