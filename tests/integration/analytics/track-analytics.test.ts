import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

// track-analytics (spec call 21) through the embedded backend with the anon key, as the shop's tracker calls it.

let backend: TestBackend;
let sequence = 0;

const event = (overrides: Record<string, unknown> = {}) => ({
  event_type: 'page_view',
  url_path: '/passeio/rota-do-horto',
  page_title: 'Rota do Horto Florestal | Movie Tour',
  event_data: { is_first_visit: true },
  session_id: `sessao-${process.pid}-${sequence}`,
  user_fingerprint: 'a'.repeat(64),
  device_type: 'mobile',
  browser: 'Chrome',
  os: 'Android',
  screen_resolution: '360x780',
  language: 'pt-BR',
  referrer: 'direct',
  ...overrides,
});

async function post(
  body: string | unknown,
  init: { method?: string; contentType?: string; forwardedFor?: string; userAgent?: string } = {},
) {
  const response = await fetch(`${backend.url}/functions/v1/track-analytics`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': init.contentType ?? 'application/json',
      // The caller's address as hosted Supabase's edge reports it (the local gateway passes headers through).
      ...(init.forwardedFor ? { 'X-Forwarded-For': init.forwardedFor } : {}),
      // Node's fetch sends "node" unless told otherwise, which names no browser.
      ...(init.userAgent !== undefined ? { 'User-Agent': init.userAgent } : {}),
    },
    body: init.method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function storedCount(): Promise<number> {
  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{ n: number }>('select count(*)::int as n from public.analytics_events'),
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});
beforeEach(() => {
  sequence += 1;
});

it('stores a valid batch with the server timestamp, through supabase-js with the anon key', async () => {
  const before = Date.now();
  const { data, error } = await backend.anonClient().functions.invoke('track-analytics', {
    body: {
      events: [
        event({ created_at: '2001-01-01T00:00:00Z' }),
        event({ event_type: 'time_on_page', event_data: { seconds: 42 } }),
        event({ event_type: 'click_whatsapp', event_data: {}, user_fingerprint: null, device_type: null }),
      ],
    },
  });
  expect(error).toBeNull();
  expect(data).toEqual({ stored: 3 });
  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{
      event_type: string;
      created_at: Date;
      event_data: unknown;
      user_fingerprint: string | null;
    }>(
      'select event_type, created_at, event_data, user_fingerprint from public.analytics_events where session_id = $1 order by id',
      [`sessao-${process.pid}-${sequence}`],
    ),
  );
  expect(rows.map((row) => row.event_type)).toEqual(['page_view', 'time_on_page', 'click_whatsapp']);
  expect(rows[1]!.event_data).toEqual({ seconds: 42 });
  expect(rows[2]!.user_fingerprint).toBeNull();
  const after = Date.now();
  for (const row of rows) {
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.created_at.getTime()).toBeLessThanOrEqual(after + 1000);
  }
});

describe('refuses bad input with a 4xx JSON error and stores nothing', () => {
  const cases: [string, () => Promise<{ status: number; body: Record<string, unknown> }>, number][] = [
    ['a body that is not JSON', () => post('{"events": ['), 400],
    ['JSON that is not an object', () => post('[1, 2]'), 400],
    ['no events list', () => post({ event: event() }), 400],
    ['an empty list', () => post({ events: [] }), 400],
    ['51 events', () => post({ events: Array.from({ length: 51 }, () => event()) }), 400],
    ['a body of 65 KB', () => post(JSON.stringify({ events: [event()] }).padEnd(65 * 1024, ' ')), 413],
    ['an event that is not an object', () => post({ events: [event(), 'page_view'] }), 400],
    ['an unknown event type', () => post({ events: [event(), event({ event_type: 'purchase' })] }), 400],
    ['a path that is not a path', () => post({ events: [event({ url_path: 'https://evil.example' })] }), 400],
    ['an over-long path', () => post({ events: [event({ url_path: `/${'x'.repeat(2048)}` })] }), 400],
    ['an over-long title', () => post({ events: [event({ page_title: 'x'.repeat(301) })] }), 400],
    ['a bad session id', () => post({ events: [event({ session_id: 'x' })] }), 400],
    ['an over-long session id', () => post({ events: [event({ session_id: 's'.repeat(129) })] }), 400],
    ['an over-long fingerprint', () => post({ events: [event({ user_fingerprint: 'f'.repeat(129) })] }), 400],
    [
      'a screen resolution that is not WxH',
      () => post({ events: [event({ screen_resolution: 'big' })] }),
      400,
    ],
    [
      'events of more than 5 sessions in one call',
      () =>
        post({ events: Array.from({ length: 6 }, (_, i) => event({ session_id: `many-sessions-${i}` })) }),
      400,
    ],
    ['a bad device type', () => post({ events: [event({ device_type: 'tv' })] }), 400],
    ['event_data that is not an object', () => post({ events: [event({ event_data: 'x' })] }), 400],
    ['event_data that is a list', () => post({ events: [event({ event_data: [1, 2] })] }), 400],
    [
      'event_data over 4 KB',
      () => post({ events: [event({ event_data: { note: 'x'.repeat(5000) } })] }),
      400,
    ],
    [
      'an e-mail in event_data',
      () => post({ events: [event({ event_data: { user: { email: 'a@b.c' } } })] }),
      400,
    ],
    [
      'a phone in event_data',
      () => post({ events: [event({ event_data: { celular: '11999999999' } })] }),
      400,
    ],
    [
      'time_on_page of 0 seconds',
      () => post({ events: [event({ event_type: 'time_on_page', event_data: { seconds: 0 } })] }),
      400,
    ],
    [
      'a name in event_data',
      () => post({ events: [event({ event_type: 'add_to_cart', event_data: { nome: 'Rita' } })] }),
      400,
    ],
    [
      'time_on_page without seconds',
      () => post({ events: [event({ event_type: 'time_on_page', event_data: {} })] }),
      400,
    ],
    [
      'time_on_page of more than a day',
      () => post({ events: [event({ event_type: 'time_on_page', event_data: { seconds: 86_401 } })] }),
      400,
    ],
    [
      'time_on_page of 1.5 seconds',
      () => post({ events: [event({ event_type: 'time_on_page', event_data: { seconds: 1.5 } })] }),
      400,
    ],
    // PostgreSQL cannot store these: a 4xx here, not a failed insert (a 500).
    ['a NUL character in event_data', () => post({ events: [event({ event_data: { a: 'x\u0000' } })] }), 400],
    ['a NUL character in a key', () => post({ events: [event({ event_data: { 'a\u0000': 1 } })] }), 400],
    [
      'an e-mail address as a key of event_data',
      () => post({ events: [event({ event_data: { 'rita@example.com': 1 } })] }),
      400,
    ],
    ['a NUL character in the title', () => post({ events: [event({ page_title: 'x\u0000y' })] }), 400],
    ['a NUL character in the path', () => post({ events: [event({ url_path: '/a\u0000' })] }), 400],
    ['half a surrogate pair', () => post({ events: [event({ event_data: { a: '\ud800' } })] }), 400],
    [
      'event_data nested deeper than 5 levels (an e-mail at the sixth)',
      () => post({ events: [event({ event_data: { a: { b: { c: { d: { e: { email: 'a@b.c' } } } } } } })] }),
      400,
    ],
    [
      'a referrer that is not a web address',
      () => post({ events: [event({ referrer: 'javascript:x' })] }),
      400,
    ],
    ['GET', () => post('', { method: 'GET' }), 405],
  ];
  it.each(cases)('%s', async (_, send, status) => {
    const before = await storedCount();
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(typeof answer.body.message).toBe('string');
    expect(await storedCount()).toBe(before);
  });
});

it('keeps only the path of url_path and the origin of the referrer', async () => {
  const session = `sessao-${process.pid}-${sequence}`;
  const answer = await post({
    events: [
      event({
        url_path: '/pagamento-sucesso?session_id=cs_test_123#top',
        referrer: 'https://mail.example.com/inbox/rita@example.com?x=1',
      }),
    ],
  });
  expect(answer.status).toBe(200);
  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{ url_path: string; referrer: string }>(
      'select url_path, referrer from public.analytics_events where session_id = $1',
      [session],
    ),
  );
  expect(rows).toEqual([{ url_path: '/pagamento-sucesso', referrer: 'https://mail.example.com/' }]);
});

it('throttles a flood from one session with 429, and other sessions still get through', async () => {
  const flooding = `flood-${process.pid}-${sequence}`;
  for (let call = 0; call < 6; call++) {
    const answer = await post({ events: Array.from({ length: 50 }, () => event({ session_id: flooding })) });
    expect(answer.status).toBe(200);
  }
  const refused = await post({ events: Array.from({ length: 50 }, () => event({ session_id: flooding })) });
  expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_events' } });
  expect((await post({ events: [event()] })).status).toBe(200);
});

const batchOf = (count: number, overrides: Record<string, unknown>) =>
  Array.from({ length: count }, () => event(overrides));

/** Stored events per minute of created_at (the limits' minutes) among the sessions matching a LIKE pattern. */
async function storedPerMinute(sessionPattern: string): Promise<number[]> {
  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from public.analytics_events where session_id like $1
       group by date_trunc('minute', created_at) order by 1`,
      [sessionPattern],
    ),
  );
  return rows.map((row) => row.n);
}

const total = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0);

describe('limits, enforced in the database whatever arrives at once', () => {
  it('stores at most 300 events of one session in a minute from 20 parallel calls of 50', async () => {
    const session = `parallel-${process.pid}-${sequence}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post({ events: batchOf(50, { session_id: session }) }, { forwardedFor: '198.51.100.1' }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted.length + refused.length).toBe(20);
    for (const answer of refused) expect(answer.body.code).toBe('too_many_events');
    const perMinute = await storedPerMinute(session);
    expect(Math.max(...perMinute)).toBeLessThanOrEqual(300);
    expect(total(perMinute)).toBe(accepted.length * 50);
    expect(accepted.length).toBeGreaterThanOrEqual(6);
    expect(refused.length).toBeGreaterThanOrEqual(12);
  });

  it('stores at most 600 events a minute from one address that rotates session ids', async () => {
    const prefix = `rotating-${process.pid}-${sequence}-`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, call) =>
        post({ events: batchOf(50, { session_id: `${prefix}${call}` }) }, { forwardedFor: '198.51.100.2' }),
      ),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(12);
    for (const answer of refused) expect(answer.body).toMatchObject({ code: 'too_many_events' });
    const perMinute = await storedPerMinute(`${prefix}%`);
    expect(Math.max(...perMinute)).toBeLessThanOrEqual(600);
    expect(total(perMinute)).toBe((30 - refused.length) * 50);
  });

  it('limits by address: a new session from a busy address is refused, another address gets through', async () => {
    const busy = '198.51.100.3';
    const fresh = (call: number) => batchOf(50, { session_id: `busy-${process.pid}-${sequence}-${call}` });
    for (let call = 0; call < 12; call++) {
      expect((await post({ events: fresh(call) }, { forwardedFor: busy })).status).toBe(200);
    }
    const refused = await post({ events: fresh(12) }, { forwardedFor: `${busy}, 10.0.0.1` });
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_events' } });
    expect(refused.body.message).toMatch(/address/);
    expect((await post({ events: fresh(13) }, { forwardedFor: '198.51.100.4' })).status).toBe(200);
  });

  it('without a reported address (the local gateway passes none) only the session limit applies', async () => {
    for (let call = 0; call < 13; call++) {
      const events = batchOf(50, { session_id: `no-address-${process.pid}-${sequence}-${call}` });
      expect((await post({ events })).status).toBe(200);
    }
  });

  it('keeps no client address: the limit counts by a keyed hash, and events carry none', async () => {
    await post({ events: [event()] }, { forwardedFor: '198.51.100.5' });
    const { rows } = await backend.ctx.exclusive(() =>
      backend.ctx.db.query<{ bucket: string }>('select bucket from public.analytics_rate_buckets'),
    );
    const addressKeys = rows.map((row) => row.bucket).filter((bucket) => bucket.startsWith('address:'));
    expect(addressKeys.length).toBeGreaterThan(0);
    for (const bucket of addressKeys) expect(bucket).toMatch(/^address:[0-9a-f]{32}$/);
    const { rows: found } = await backend.ctx.exclusive(() =>
      backend.ctx.db.query(
        `select 1 from public.analytics_events e where e::text like '%198.51.100%'
         union all select 1 from public.analytics_rate_buckets b where b::text like '%198.51.100%'`,
      ),
    );
    expect(found).toEqual([]);
  });
});

it('stores [removido] for e-mail addresses and phone numbers in values, paths and titles', async () => {
  const session = `pii-${process.pid}-${sequence}`;
  const answer = await post({
    events: [
      event({
        event_type: 'click_whatsapp',
        session_id: session,
        url_path: '/conta/rita%40example.com?x=1',
        page_title: 'Compras de rita@example.com | Movie Tour',
        event_data: { label: 'WhatsApp (11) 99999-9999', nested: { list: ['ana@example.org', 2] } },
        browser: 'Chrome rita@example.com',
      }),
    ],
  });
  expect(answer).toMatchObject({ status: 200, body: { stored: 1 } });
  const { rows } = await backend.ctx.exclusive(() =>
    backend.ctx.db.query(
      'select url_path, page_title, event_data, browser from public.analytics_events where session_id = $1',
      [session],
    ),
  );
  expect(rows).toEqual([
    {
      url_path: '/conta/[removido]',
      page_title: 'Compras de [removido] | Movie Tour',
      event_data: { label: 'WhatsApp [removido]', nested: { list: ['[removido]', 2] } },
      browser: 'Chrome [removido]',
    },
  ]);
});

describe('the browser, OS and device type come from the User-Agent header where the event sends none', () => {
  const chromeAndroidPhone =
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
  const iPadSafari =
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const chromeWindows =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  /** An event that sends no browser, OS nor device type (besides what the overrides add). */
  const withoutBrowser = (overrides: Record<string, unknown> = {}) => {
    const { browser: _browser, os: _os, device_type: _device, ...rest } = event();
    return { ...rest, ...overrides };
  };

  async function stored(session: string) {
    const { rows } = await backend.ctx.exclusive(() =>
      backend.ctx.db.query<{ browser: string | null; os: string | null; device_type: string | null }>(
        'select browser, os, device_type from public.analytics_events where session_id = $1 order by id',
        [session],
      ),
    );
    return rows;
  }

  it("names Chrome on Android, a phone, from a phone's header", async () => {
    const session = `ua-phone-${process.pid}-${sequence}`;
    const answer = await post(
      {
        events: [
          withoutBrowser({ session_id: session }),
          { ...withoutBrowser({ session_id: session }), browser: null },
        ],
      },
      { userAgent: chromeAndroidPhone },
    );
    expect(answer).toMatchObject({ status: 200, body: { stored: 2 } });
    expect(await stored(session)).toEqual([
      { browser: 'Chrome', os: 'Android', device_type: 'mobile' },
      { browser: 'Chrome', os: 'Android', device_type: 'mobile' },
    ]);
  });

  it("keeps the browser and OS an event sends; the header's tablet beats the screen's guess", async () => {
    const session = `ua-own-${process.pid}-${sequence}`;
    const answer = await post(
      {
        events: [
          event({ session_id: session, browser: 'Firefox', os: 'Windows', device_type: 'mobile' }),
          event({ session_id: session, browser: 'Brave', os: null, device_type: 'desktop' }),
        ],
      },
      { userAgent: iPadSafari },
    );
    expect(answer).toMatchObject({ status: 200, body: { stored: 2 } });
    expect(await stored(session)).toEqual([
      { browser: 'Firefox', os: 'Windows', device_type: 'tablet' },
      { browser: 'Brave', os: 'iOS', device_type: 'tablet' },
    ]);
  });

  it("takes a desktop's header over the screen's guess of a phone (a narrow window)", async () => {
    const session = `ua-desktop-${process.pid}-${sequence}`;
    const answer = await post(
      { events: [withoutBrowser({ session_id: session, device_type: 'mobile' })] },
      { userAgent: chromeWindows },
    );
    expect(answer).toMatchObject({ status: 200, body: { stored: 1 } });
    expect(await stored(session)).toEqual([{ browser: 'Chrome', os: 'Windows', device_type: 'desktop' }]);
  });

  it.each([
    ["Node's fetch's own ('node')", 'node'],
    ['an empty header', ''],
    ['garbage', '%%%<script>;;(('],
    ['a 10 kB header', `x${'('.repeat(10 * 1024)}`],
  ])('%s: nulls, and the device type the event sends or desktop, never a 500', async (_, userAgent) => {
    const session = `ua-none-${process.pid}-${sequence}`;
    const answer = await post(
      {
        events: [
          withoutBrowser({ session_id: session }),
          withoutBrowser({ session_id: session, device_type: 'mobile' }),
          event({ session_id: session, browser: 'Chrome', os: 'Android', device_type: 'tablet' }),
        ],
      },
      { userAgent },
    );
    expect(answer).toMatchObject({ status: 200, body: { stored: 3 } });
    expect(await stored(session)).toEqual([
      { browser: null, os: null, device_type: 'desktop' },
      { browser: null, os: null, device_type: 'mobile' },
      { browser: 'Chrome', os: 'Android', device_type: 'tablet' },
    ]);
  });
});
