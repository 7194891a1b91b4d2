import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { verifyJwt } from '../../../supabase/local/jwt.ts';
import { DataDirLockedError, lockFileName } from '../../../supabase/local/lock.ts';
import { startBackend, type Backend } from '../../../supabase/local/server.ts';
import { deliverWebhook, webhookDeliveries } from '../../../supabase/local/stripe/webhooks.ts';
import { prepareDataDir } from '../../helpers/backend.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const cleanup: string[] = [];
const open: Backend[] = [];

async function start(dataDir: string | undefined, options: Parameters<typeof startBackend>[0] = {}) {
  const backend = await startBackend({ port: 0, quiet: true, dataDir, ...options });
  open.push(backend);
  return backend;
}
async function newDataDir() {
  const dir = await prepareDataDir();
  cleanup.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((b) => b.close()));
});
afterAll(async () => {
  await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
});

const client = (b: Backend) =>
  createClient(b.url, b.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

type Run = { code: number | null; stdout: string; stderr: string };

/**
 * Runs a TypeScript entry point as `npm run backend` does: node with tsx's loader, so a signal reaches the process
 * that handles it. (tsx's own command runs the script in a child and relays a signal to it; when the child has not
 * answered within 30 ms, a busy moment under load, it kills the child: exit 143 and no clean close.) `until`
 * resolves early (process still running) once stdout matches.
 */
function runTsx(file: string, env: Record<string, string>, until?: RegExp, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  const ready = until
    ? new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => until.test(stdout) && resolve(stdout));
        void exited.then((run) => reject(new Error(`exited early: ${run.stderr}${run.stdout}`)));
      })
    : undefined;
  return { child, exited, ready };
}

describe('keys', () => {
  it('are generated on first start, kept in keys.json and reused', async () => {
    const dir = await newDataDir();
    const first = await start(dir);
    const stored = JSON.parse(readFileSync(path.join(dir, 'keys.json'), 'utf8'));
    expect(stored).toEqual({
      jwtSecret: first.jwtSecret,
      anonKey: first.anonKey,
      serviceRoleKey: first.serviceRoleKey,
      publishableKey: first.publishableKey,
      secretKey: first.secretKey,
    });
    expect(first.publishableKey).toMatch(/^sb_publishable_[\w-]{32}$/);
    expect(first.secretKey).toMatch(/^sb_secret_[\w-]{32}$/);
    expect(await verifyJwt(first.anonKey, first.jwtSecret)).toMatchObject({ role: 'anon' });
    expect(await verifyJwt(first.serviceRoleKey, first.jwtSecret)).toMatchObject({ role: 'service_role' });
    await first.close();
    const second = await start(dir);
    expect([
      second.jwtSecret,
      second.anonKey,
      second.serviceRoleKey,
      second.publishableKey,
      second.secretKey,
    ]).toEqual([first.jwtSecret, first.anonKey, first.serviceRoleKey, first.publishableKey, first.secretKey]);
    await second.close();

    // A keys.json written before the publishable/secret keys existed gets them, and keeps the legacy keys.
    writeFileSync(
      path.join(dir, 'keys.json'),
      JSON.stringify({
        jwtSecret: first.jwtSecret,
        anonKey: first.anonKey,
        serviceRoleKey: first.serviceRoleKey,
      }),
    );
    const upgraded = await start(dir);
    expect(upgraded.anonKey).toBe(first.anonKey);
    expect(upgraded.publishableKey).toMatch(/^sb_publishable_/);
    expect(JSON.parse(readFileSync(path.join(dir, 'keys.json'), 'utf8'))).toMatchObject({
      publishableKey: upgraded.publishableKey,
      secretKey: upgraded.secretKey,
    });
  });

  it('honours a given secret (signing the API keys with it) and given keys', async () => {
    const jwtSecret = 'a-configured-secret-of-at-least-32-chars';
    const withSecret = await start(await newDataDir(), { jwtSecret });
    expect(withSecret.jwtSecret).toBe(jwtSecret);
    expect(await verifyJwt(withSecret.anonKey, jwtSecret)).toMatchObject({ role: 'anon' });
    expect((await client(withSecret).from('no_table').select()).status).toBe(404);
    const given = { jwtSecret, anonKey: withSecret.anonKey, serviceRoleKey: withSecret.serviceRoleKey };
    const withKeys = await start(await newDataDir(), given);
    expect({
      jwtSecret: withKeys.jwtSecret,
      anonKey: withKeys.anonKey,
      serviceRoleKey: withKeys.serviceRoleKey,
    }).toEqual(given);
  });

  it('are fresh per process for an in-memory database', async () => {
    const a = await start(undefined);
    expect(await verifyJwt(a.anonKey, a.jwtSecret)).toMatchObject({ role: 'anon' });
  }, 30_000);
});

describe('persistence and migrations', () => {
  it('keeps committed data across a restart', async () => {
    const dir = await newDataDir();
    const first = await start(dir);
    await first.ctx.db.exec(
      'create table public.kept (id int primary key, label text); grant all on public.kept to service_role;',
    );
    expect((await client(first).from('kept').insert({ id: 1, label: 'survives' })).error).toBeNull();
    await first.close();
    const second = await start(dir);
    expect((await client(second).from('kept').select()).data).toEqual([{ id: 1, label: 'survives' }]);
  });

  it('applies a migration added later to an existing database, once', async () => {
    const migrations = await mkdtemp(path.join(os.tmpdir(), 'movie-tour-migrations-'));
    cleanup.push(migrations);
    writeFileSync(
      path.join(migrations, '20240101000000_first.sql'),
      'create table public.first_table (id int primary key);',
    );
    const dir = await prepareDataDir({ migrationsDir: migrations, seedFile: false });
    cleanup.push(dir);
    const first = await start(dir, { migrationsDir: migrations, seedFile: false });
    await first.ctx.db.exec('insert into public.first_table values (1)');
    await first.close();

    writeFileSync(
      path.join(migrations, '20240201000000_second.sql'),
      'alter table public.first_table add column note text;',
    );
    const second = await start(dir, { migrationsDir: migrations, seedFile: false });
    const { rows } = await second.ctx.db.query('select id, note from public.first_table');
    expect(rows).toEqual([{ id: 1, note: null }]);
    const versions = await second.ctx.db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by 1',
    );
    expect(versions.rows.map((r) => r.version)).toEqual(['20240101000000', '20240201000000']);
  }, 60_000);
});

describe('services', () => {
  it('start once the server listens and stop before the database closes', async () => {
    const events: string[] = [];
    const backend = await start(await newDataDir(), {
      services: [
        {
          name: 'ticker',
          start(ctx) {
            events.push(`start ${ctx.apiUrl}`);
            return {
              async stop() {
                const { rows } = await ctx.db.query<{ one: number }>('select 1 as one');
                events.push(`stop ${rows[0]?.one}`);
              },
            };
          },
        },
      ],
    });
    expect(events).toEqual([`start ${backend.url}`]);
    await backend.close();
    expect(events).toEqual([`start ${backend.url}`, 'stop 1']);
  }, 30_000);
});

describe('late work (a refund settling, a webhook retried)', () => {
  it('started before closing still reaches the backend; not yet started, it never runs', async () => {
    const backend = await start(await newDataDir());
    const answers: number[] = [];
    let releaseStarted!: () => void;
    const started = new Promise<void>((resolve) => (releaseStarted = resolve));
    backend.ctx.late.after(0, async () => {
      releaseStarted();
      // Still asking after close() began: the server must still answer.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const response = await fetch(`${backend.url}/auth/v1/health`, { headers: { apikey: backend.anonKey } });
      answers.push(response.status);
    });
    let lateRan = false;
    backend.ctx.late.after(200, async () => {
      lateRan = true;
    });
    await started;
    await backend.close();
    expect(answers).toEqual([200]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lateRan).toBe(false);
  }, 30_000);

  it('a webhook retry stops waiting when the backend closes', async () => {
    // No stripe-webhook function in an empty functions folder: every attempt fails, and the next waits 1 s.
    const noFunctions = await mkdtemp(path.join(os.tmpdir(), 'movie-tour-no-functions-'));
    cleanup.push(noFunctions);
    const backend = await start(await newDataDir(), { functionsDir: noFunctions });
    const delivery = deliverWebhook(backend.ctx, { id: 'evt_object' }, 'charge.refunded');
    await vi.waitFor(() => expect(webhookDeliveries(backend.ctx)[0]?.status).toBe(404));
    const closedAt = Date.now();
    await backend.close();
    await delivery;
    expect(Date.now() - closedAt).toBeLessThan(900);
    expect(webhookDeliveries(backend.ctx)[0]?.attempts).toBe(1);
  }, 30_000);
});

describe('the data-directory lock', () => {
  it('refuses a second backend on the same directory, in this process and in another', async () => {
    const dir = await newDataDir();
    await start(dir);
    await expect(start(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    const other = await runTsx('supabase/local/main.ts', { DATA_DIR: dir, API_PORT: '0' }).exited;
    expect(other.code).toBe(1);
    expect(other.stderr).toContain(`in use by another backend (pid ${process.pid})`);
    const reset = await runTsx('scripts/db-reset.ts', { DATA_DIR: dir }).exited;
    expect(reset.code).toBe(1);
    expect(existsSync(path.join(dir, 'keys.json'))).toBe(true);
  }, 60_000);

  it('takes over a stale lock left by a dead process', async () => {
    const dir = await newDataDir();
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    const dead = child.pid ?? 0;
    writeFileSync(path.join(dir, lockFileName), String(dead));
    const backend = await start(dir);
    expect(readFileSync(path.join(dir, lockFileName), 'utf8')).toBe(String(process.pid));
    await backend.close();
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
  }, 30_000);

  it('gives a stale lock to exactly one of several processes taking it over at once', async () => {
    const base = await newDataDir();
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    const rounds = 60;
    for (let round = 0; round < rounds; round++) {
      mkdirSync(path.join(base, String(round)));
      writeFileSync(path.join(base, String(round), lockFileName), String(child.pid));
    }
    const start = Date.now() + 4000;
    const contenders = Array.from({ length: 4 }, () =>
      runTsx('tests/helpers/lock-contender.ts', {}, undefined, [base, String(rounds), String(start), '50']),
    );
    const results = await Promise.all(contenders.map((contender) => contender.exited));
    const wins = results.flatMap((result) => JSON.parse(result.stdout) as number[]);
    const winners = Array.from({ length: rounds }, (_, round) => wins.filter((won) => won === round).length);
    expect(winners).toEqual(Array.from({ length: rounds }, () => 1));
  }, 60_000);

  it("treats a lock holding this process's own pid as stale (a container restarted with the same pid)", async () => {
    const dir = await newDataDir();
    writeFileSync(path.join(dir, lockFileName), String(process.pid));
    const backend = await start(dir);
    await expect(start(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await backend.close();
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
  }, 30_000);
});

describe('npm run backend', () => {
  it('prints URL and keys, and SIGTERM shuts down keeping committed data', async () => {
    const dir = await newDataDir();
    const setup = await start(dir);
    await setup.ctx.db.exec(
      'create table public.sig_notes (id int primary key); grant all on public.sig_notes to service_role;',
    );
    await setup.close();

    const run = runTsx('supabase/local/main.ts', { DATA_DIR: dir, API_PORT: '0' }, /service_role key:\s+\S+/);
    const out = await run.ready!;
    const url = /Supabase API:\s+(\S+)/.exec(out)?.[1] ?? '';
    const serviceKey = /service_role key:\s+(\S+)/.exec(out)?.[1] ?? '';
    expect(out).toMatch(/anon key:\s+ey/);
    const service = createClient(url, serviceKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    expect((await service.from('sig_notes').insert([{ id: 1 }, { id: 2 }])).error).toBeNull();
    run.child.kill('SIGTERM');
    const exit = await run.exited;
    expect(exit.code).toBe(0);
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);

    const reopened = await start(dir);
    expect(reopened.serviceRoleKey).toBe(serviceKey);
    expect((await reopened.ctx.db.query('select id from public.sig_notes order by id')).rows).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  }, 60_000);
});

describe('who can reach the backend', () => {
  const lanAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  const connects = (address: string, port: number) =>
    fetch(`http://${address}:${port}/rest/v1/`, { signal: AbortSignal.timeout(3000) }).then(
      () => true,
      () => false,
    );

  it('listens on loopback only by default; HOST opens it to the network', async () => {
    // A machine with no network address but loopback cannot tell the two apart.
    expect(lanAddress, 'this machine has a network address').toBeDefined();
    const local = await start(await newDataDir());
    const port = Number(new URL(local.url).port);
    expect(await connects('127.0.0.1', port)).toBe(true);
    expect(await connects(lanAddress!, port)).toBe(false);

    const open = await start(await newDataDir(), { host: '0.0.0.0' });
    expect(await connects(lanAddress!, Number(new URL(open.url).port))).toBe(true);
  });
});
