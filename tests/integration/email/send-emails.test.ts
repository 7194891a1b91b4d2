import { eventually } from '../../helpers/eventually.ts';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { emailOutboxService } from '../../../supabase/local/scheduler.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { requestTemplates } from '../../../src/domain/email/request-mails.ts';
import { paths } from '../../../src/config/paths.ts';
import { newCustomerDetails, registerCustomer } from '../../helpers/customers.ts';

// send-emails through the embedded backend: the outbox sent to the local mailbox once, the provider's request and
// idempotency key, a provider that is down or refuses, who may call it, and the local schedule.

let backend: TestBackend;
const logs: string[] = [];
let now = Date.now();
const ticks: { at: number; fn: () => void; done: boolean }[] = [];
const clock = {
  now: () => new Date(now),
  after(ms: number, fn: () => void) {
    const tick = { at: now + ms, fn, done: false };
    ticks.push(tick);
    return { cancel: () => void (tick.done = true) };
  },
};
const advance = (ms: number) => {
  now += ms;
  for (const tick of ticks.filter((t) => !t.done && t.at <= now)) {
    tick.done = true;
    tick.fn();
  }
};

beforeAll(async () => {
  backend = await startTestBackend({
    services: [emailOutboxService({ clock, log: (message) => logs.push(message) })],
  });
});
afterAll(async () => {
  await backend?.close();
});

const booking = {
  nome: 'João Conceição',
  passeio: 'City Tour Tradicional',
  data: '2026-12-05',
  embarque: 'Hotel Frontenac',
  endereco: 'Av. Frei Orestes Girardi, 3549',
  adultos: 2,
  criancas: 0,
  bebes: 1,
  pets: 0,
  valor: 180,
};

const query = <T>(sql: string, params: unknown[] = []) =>
  backend.ctx.exclusive(() => backend.ctx.db.query<T>(sql, params));

let queued = 0;
/** Queues a mail as the operator's functions do (enqueue_email runs only as the database owner). */
async function enqueue(to: string, data: object = booking, template = 'reserva_confirmada'): Promise<number> {
  const key = `test:${++queued}`;
  await query('select public.enqueue_email($1, $2, $3::jsonb, $4)', [
    template,
    to,
    JSON.stringify(data),
    key,
  ]);
  const { rows } = await query<{ id: number }>('select id from public.email_outbox where dedupe_key = $1', [
    key,
  ]);
  return Number(rows[0]!.id);
}

type OutboxRow = {
  sent_at: string | null;
  provider_id: string | null;
  last_error: string | null;
  attempts: number;
  locked_until: string | null;
  later: boolean;
};
const outboxRow = async (id: number) =>
  (
    await query<OutboxRow>(
      `select sent_at, provider_id, last_error, attempts, locked_until, next_attempt_at > now() as later
         from public.email_outbox where id = $1`,
      [id],
    )
  ).rows[0]!;

async function sendEmails(apikey = backend.secretKey, bearer: string | null = apikey) {
  const response = await fetch(`${backend.url}/functions/v1/send-emails`, {
    method: 'POST',
    headers: {
      apikey,
      'Content-Type': 'application/json',
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const mailsTo = (to: string) => backend.ctx.mailbox.list().filter((mail) => mail.to === to);

/** Runs `fn` with the function's provider settings (the handler reads them on each call). */
async function withProvider<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  Object.assign(process.env, env);
  try {
    return await fn();
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
}

type Received = { url: string; headers: IncomingHttpHeaders; body: string };
/** A stand-in for the e-mail API answering each request with `reply(n)`. */
async function fakeProvider(
  reply: (n: number, body: string) => { status: number; body?: unknown; headers?: object },
) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      const answer = reply(received.length, body);
      res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const resendAt = (url: string) => ({
  EMAIL_API_KEY: 're_test_key',
  EMAIL_API_URL: url,
  EMAIL_FROM: 'Movie Tour <reservas@example.com>',
});

// Each test starts with nothing due.
afterEach(async () => {
  await query('update public.email_outbox set sent_at = now(), locked_until = null where sent_at is null');
});

describe('the outbox sent to the local mailbox', () => {
  it("sends a queued 'Reserva confirmada' once, with the booking in it", async () => {
    const id = await enqueue('joao@example.com');
    expect(await sendEmails()).toEqual({ status: 200, body: { sent: 1, failed: 0 } });

    const [mail, ...more] = mailsTo('joao@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Reserva confirmada');
    for (const fact of [
      'Olá, João Conceição!',
      'City Tour Tradicional',
      '05/12/2026',
      'Hotel Frontenac (Av. Frei Orestes Girardi, 3549)',
      'entre 8h e 8h30',
      '2 adultos, 1 bebê',
      'R$\u00a0180,00',
      `${backend.ctx.siteUrl}/regras-cancelamento`,
    ])
      expect(mail!.html).toContain(fact);

    const row = await outboxRow(id);
    expect(row).toMatchObject({ last_error: null, attempts: 1, locked_until: null });
    expect(row.sent_at).not.toBeNull();
    expect(row.provider_id).toMatch(/^[0-9a-f-]{36}$/);

    expect(await sendEmails()).toEqual({ status: 200, body: { sent: 0, failed: 0 } });
    expect(mailsTo('joao@example.com')).toHaveLength(1);
  });

  it("sends 'Pedido cancelado' too", async () => {
    await enqueue('ana@example.com', { nome: 'Ana', motivo: 'PIX não recebido' }, 'pedido_cancelado');
    expect((await sendEmails()).body).toEqual({ sent: 1, failed: 0 });
    const [mail] = mailsTo('ana@example.com');
    expect(mail!.subject).toBe('Pedido cancelado');
    expect(mail!.html).toContain('Motivo: PIX não recebido');
  });

  it("sends each mail of a request's change, from the data enqueue_request_email stores", async () => {
    const ana = await registerCustomer(
      { url: backend.url, anonKey: backend.anonKey },
      newCustomerDetails({ nome: 'Ana Pedido' }),
    );
    const [client] = (
      await query<{ id: number }>('select id_cliente as id from public.clientes where auth_user_id = $1', [
        ana.userId,
      ])
    ).rows;
    const [itinerary] = (
      await query<{ id: number }>(
        `insert into public.itinerarios (id_cliente, nome_passeio, data_passeio, valor_total_liquido)
         values ($1, 'Parque Amantikir', '2027-01-04', 180) returning id_itinerario as id`,
        [client!.id],
      )
    ).rows;
    // A request as the functions leave it, with a new date and a reason, so every template has what it says.
    const [request] = (
      await query<{ id: number }>(
        `insert into public.booking_requests (id_cliente, id_itinerario, tipo, status, passeio, data_anterior,
           nova_data, valor_pago, regra, percentual, reembolso_proposto, motivo_decisao)
         values ($1, $2, 'remarcacao', 'aceito', 'Parque Amantikir', '2027-01-04', '2027-01-11', 180,
           'antecedencia-31', 90, 162, 'Chuva forte') returning id`,
        [client!.id, itinerary!.id],
      )
    ).rows;
    for (const template of requestTemplates) {
      await query('select public.enqueue_request_email($1, $2, $3::jsonb)', [
        request!.id,
        template,
        JSON.stringify(template === 'reembolso_efetuado' ? { metodo: 'pix' } : {}),
      ]);
    }
    expect((await sendEmails()).body).toEqual({ sent: requestTemplates.length, failed: 0 });
    const mails = mailsTo(ana.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        'Cancelamento confirmado',
        'Crédito registrado',
        'Passeio cancelado pela Movie Tour',
        'Reembolso efetuado',
        'Reembolso não concluído',
        'Remarcação confirmada',
        'Solicitação recebida',
        'Solicitação recusada',
      ].sort(),
    );
    for (const mail of mails) {
      expect(mail.html, mail.subject).toContain(`R${itinerary!.id}`);
      expect(mail.html, mail.subject).toContain(`${backend.ctx.siteUrl}/regras-cancelamento`);
    }
    const company = mails.find((mail) => mail.subject === 'Passeio cancelado pela Movie Tour')!;
    expect(company.html).toContain(`href="${backend.ctx.siteUrl}${paths.myPurchases}"`);
    expect(company.html).toContain('Motivo: Chuva forte');
  });

  it('records a mail whose data does not fit its template as failed, and sends the others', async () => {
    const broken = await enqueue('sem-dados@example.com', { nome: 'Sem passeio' });
    await enqueue('bia@example.com');
    expect((await sendEmails()).body).toEqual({ sent: 1, failed: 1 });
    expect(await outboxRow(broken)).toMatchObject({
      sent_at: null,
      last_error: 'data does not fit the template reserva_confirmada',
      later: true,
    });
    expect(mailsTo('sem-dados@example.com')).toEqual([]);
  });
});

describe('the local provider (POST /mailbox/v1/emails)', () => {
  const post = (body: object, headers: Record<string, string> = {}) =>
    fetch(`${backend.url}/mailbox/v1/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${backend.secretKey}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const mail = {
    from: 'Movie Tour <reservas@example.com>',
    to: ['idem@example.com'],
    subject: 'Reserva confirmada',
    html: '<p>Olá</p>',
    text: 'Olá',
  };

  it('stores one message per idempotency key and answers the first id again', async () => {
    const first = await post(mail, { 'Idempotency-Key': 'outbox-idem-1' });
    const second = await post(mail, { 'Idempotency-Key': 'outbox-idem-1' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const { id } = (await first.json()) as { id: string };
    expect(await second.json()).toEqual({ id });
    expect(mailsTo('idem@example.com')).toHaveLength(1);

    const changed = await post({ ...mail, subject: 'Outro' }, { 'Idempotency-Key': 'outbox-idem-1' });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({ name: 'invalid_idempotent_request' });
    expect(mailsTo('idem@example.com')).toHaveLength(1);
  });

  it.each([
    ['no bearer key', { Authorization: '' }, 401],
    ['a key that is not the secret key', { Authorization: 'Bearer sb_publishable_x' }, 403],
  ])('refuses %s', async (_what, headers, status) => {
    const response = await post({ ...mail, to: ['intruso@example.com'] }, headers);
    expect(response.status).toBe(status);
    expect(mailsTo('intruso@example.com')).toEqual([]);
  });

  it.each([
    ['no recipient', { ...mail, to: [] }],
    ['no subject', { ...mail, subject: '' }],
    ['no body', { ...mail, html: undefined, text: undefined }],
  ])('refuses a mail with %s (422)', async (_what, body) => {
    expect((await post(body)).status).toBe(422);
  });
});

describe('a real provider (EMAIL_API_KEY set)', () => {
  it("gets Resend's request: from, to, subject, html, text, the bearer key and outbox-{id} as idempotency key", async () => {
    const provider = await fakeProvider(() => ({ status: 200, body: { id: 're_msg_1' } }));
    try {
      const id = await enqueue('resend@example.com');
      const result = await withProvider(resendAt(provider.url), () => sendEmails());
      expect(result.body).toEqual({ sent: 1, failed: 0 });
      expect(provider.received).toHaveLength(1);
      const [request] = provider.received;
      expect(request!.url).toBe('/emails');
      expect(request!.headers.authorization).toBe('Bearer re_test_key');
      expect(request!.headers['idempotency-key']).toBe(`outbox-${id}`);
      const body = JSON.parse(request!.body) as Record<string, unknown>;
      expect(body).toMatchObject({
        from: 'Movie Tour <reservas@example.com>',
        to: ['resend@example.com'],
        subject: 'Reserva confirmada',
      });
      expect(body.text).toContain('Data: 05/12/2026');
      expect(body.html).toContain('05/12/2026');
      expect(await outboxRow(id)).toMatchObject({ provider_id: 're_msg_1', last_error: null });
    } finally {
      await provider.close();
    }
  });

  it('a provider answering 503 leaves the mails unsent with the error and a later attempt, never lost', async () => {
    const provider = await fakeProvider(() => ({ status: 503, body: { message: 'indisponível' } }));
    try {
      const ids = [await enqueue('fora1@example.com'), await enqueue('fora2@example.com')];
      const result = await withProvider(resendAt(provider.url), () => sendEmails());
      expect(result.body).toEqual({ sent: 0, failed: 2 });
      // Once the provider itself failed, the rest of the batch waits for the next attempt untried.
      expect(provider.received).toHaveLength(1);
      for (const id of ids) {
        const row = await outboxRow(id);
        expect(row).toMatchObject({ sent_at: null, attempts: 1, locked_until: null, later: true });
        expect(row.last_error).toContain('answered 503');
      }
      expect(await withProvider(resendAt(provider.url), () => sendEmails())).toMatchObject({
        body: { sent: 0, failed: 0 },
      });

      // Due again, with the provider back: both go.
      await query('update public.email_outbox set next_attempt_at = now() where id = any($1)', [ids]);
      expect((await sendEmails()).body).toEqual({ sent: 2, failed: 0 });
      expect(mailsTo('fora1@example.com')).toHaveLength(1);
    } finally {
      await provider.close();
    }
  });

  it('a provider that does not answer at all (closed port) leaves the mail for later', async () => {
    const provider = await fakeProvider(() => ({ status: 200 }));
    await provider.close();
    const id = await enqueue('porta@example.com');
    const result = await withProvider(resendAt(provider.url), () => sendEmails());
    expect(result.body).toEqual({ sent: 0, failed: 1 });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ sent_at: null, later: true });
    expect(row.last_error).toContain('did not answer');
  });

  it('a 4xx refusal is recorded with backoff, and the next mail is still tried', async () => {
    const provider = await fakeProvider((_n, body) =>
      body.includes('recusado@')
        ? { status: 422, body: { name: 'validation_error' } }
        : { status: 200, body: { id: 're_ok' } },
    );
    try {
      const refused = await enqueue('recusado@example.com');
      const accepted = await enqueue('aceito@example.com');
      const result = await withProvider(resendAt(provider.url), () => sendEmails());
      expect(result.body).toEqual({ sent: 1, failed: 1 });
      expect(provider.received).toHaveLength(2);
      expect((await outboxRow(refused)).last_error).toContain('answered 422');
      expect(await outboxRow(refused)).toMatchObject({ sent_at: null, later: true });
      expect(await outboxRow(accepted)).toMatchObject({ provider_id: 're_ok' });
    } finally {
      await provider.close();
    }
  });

  it('a 429 (rate limit) is retried after a short wait in the same run', async () => {
    const provider = await fakeProvider((n) =>
      n === 1 ? { status: 429, headers: { 'Retry-After': '0' } } : { status: 200, body: { id: 're_later' } },
    );
    try {
      const id = await enqueue('limite@example.com');
      const result = await withProvider(resendAt(provider.url), () => sendEmails());
      expect(result.body).toEqual({ sent: 1, failed: 0 });
      expect(provider.received.map((r) => r.headers['idempotency-key'])).toEqual([
        `outbox-${id}`,
        `outbox-${id}`,
      ]);
    } finally {
      await provider.close();
    }
  });

  it('a provider key without EMAIL_FROM is a configuration error that claims nothing', async () => {
    const id = await enqueue('sem-remetente@example.com');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await withProvider({ EMAIL_API_KEY: 're_test_key' }, () => sendEmails());
    expect(result.status).toBe(500);
    expect(String(logged.mock.calls[0]?.[1])).toContain('Missing environment variable EMAIL_FROM');
    logged.mockRestore();
    expect(await outboxRow(id)).toMatchObject({ attempts: 0, sent_at: null });
  });
});

describe('who may call it', () => {
  it('a customer gets 403 and no mail is sent; a call without a token gets 401', async () => {
    const id = await enqueue('cliente-chamou@example.com');
    const customer = await registerCustomer({ url: backend.url, anonKey: backend.anonKey });
    expect(await sendEmails(backend.anonKey, customer.session.access_token)).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect(await sendEmails(backend.anonKey, null)).toMatchObject({ status: 401 });
    expect(await outboxRow(id)).toMatchObject({ attempts: 0, sent_at: null });
    expect(mailsTo('cliente-chamou@example.com')).toEqual([]);
  });

  it('the operator may, right after an action', async () => {
    await enqueue('apos-acao@example.com');
    const operator = createClient(backend.url, backend.anonKey, { auth: { persistSession: false } });
    const { data, error } = await operator.auth.signInWithPassword({
      email: 'admin@movietour.local',
      password: 'movietour-admin',
    });
    if (error) throw error;
    expect(await sendEmails(backend.anonKey, data.session.access_token)).toEqual({
      status: 200,
      body: { sent: 1, failed: 0 },
    });
    expect(mailsTo('apos-acao@example.com')).toHaveLength(1);
  });
});

describe('the local schedule', () => {
  it('calls send-emails every minute when a mail is due, and not otherwise', async () => {
    advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logs).toEqual([]);

    await enqueue('agendado@example.com');
    advance(60_000);
    await eventually(() => expect(mailsTo('agendado@example.com')).toHaveLength(1));
    await eventually(() => expect(logs).toEqual(['E-mails: 1 sent, 0 failed']));
  });
});
