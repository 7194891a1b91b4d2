import type { PGlite, Transaction } from '@electric-sql/pglite';
import { anon, asRole, attempt, createTestDatabase, service, type RoleContext } from '../../helpers/db.ts';

// public.schedule_job (migration 20261126000200) is how a migration schedules a pg_cron job. PGlite has no
// pg_cron, so the branch that schedules runs against a stand-in cron schema with pg_cron 1.4's calls
// (cron.job, cron.schedule(name, schedule, command), cron.unschedule(jobid)); the real pg_cron runs it in
// scripts/check-analytics-schedule-pg15.sh.

let db: PGlite;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const standInCron = `
  create schema cron;
  create table cron.job (jobid bigserial primary key, jobname text, schedule text not null, command text not null);
  create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
    insert into cron.job (jobname, schedule, command) values (job_name, schedule, command) returning jobid
  $$;
  create function cron.unschedule(job_id bigint) returns boolean language sql as $$
    with gone as (delete from cron.job where jobid = job_id returning 1) select exists (select 1 from gone)
  $$;`;

/** Runs fn with the stand-in cron schema in place, then rolls it back. */
async function withStandInCron(fn: (tx: Transaction) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(standInCron);
    await fn(tx);
    await tx.rollback();
  });
}

const schedule = (tx: Pick<Transaction, 'query'>, name: string, when: string, command: string) =>
  tx
    .query<{ scheduled: boolean }>('select public.schedule_job($1, $2, $3) as scheduled', [
      name,
      when,
      command,
    ])
    .then(({ rows }) => rows[0]!.scheduled);

const jobs = (tx: Transaction) =>
  tx
    .query('select jobname, schedule, command from cron.job order by jobname, jobid')
    .then(({ rows }) => rows);

describe('schedule_job without pg_cron (the embedded backend, a plain PostgreSQL)', () => {
  it('schedules nothing, says so in a notice naming the job, and answers false', async () => {
    const available = await db.query(`select 1 from pg_available_extensions where name = 'pg_cron'`);
    expect(available.rows).toEqual([]);
    const notices: string[] = [];
    const { rows } = await db.query<{ scheduled: boolean }>(
      `select public.schedule_job('send-emails', '* * * * *', 'select 1') as scheduled`,
      [],
      { onNotice: (notice) => notices.push(notice.message ?? '') },
    );
    expect(rows).toEqual([{ scheduled: false }]);
    expect(notices).toEqual([
      'pg_cron is not available: the job send-emails is not scheduled here (the embedded backend runs its own)',
    ]);
    const cron = await db.query(`select to_regnamespace('cron') as schema`);
    expect(cron.rows).toEqual([{ schema: null }]);
  });
});

describe('schedule_job with pg_cron', () => {
  it('schedules the job under its name and answers true', async () => {
    await withStandInCron(async (tx) => {
      expect(await schedule(tx, 'send-emails', '* * * * *', 'select 1')).toBe(true);
      expect(await jobs(tx)).toEqual([
        { jobname: 'send-emails', schedule: '* * * * *', command: 'select 1' },
      ]);
    });
  });

  it('replaces a job of the same name, so a migration applied again keeps one job, and leaves the others', async () => {
    await withStandInCron(async (tx) => {
      await schedule(tx, 'lapse-unpaid-pix-orders', '*/5 * * * *', 'select public.lapse_unpaid_pix_orders()');
      await schedule(tx, 'send-emails', '* * * * *', 'select 1');
      await schedule(tx, 'lapse-unpaid-pix-orders', '*/2 * * * *', 'select public.lapse_unpaid_pix_orders()');
      await schedule(tx, 'lapse-unpaid-pix-orders', '*/2 * * * *', 'select public.lapse_unpaid_pix_orders()');
      expect(await jobs(tx)).toEqual([
        {
          jobname: 'lapse-unpaid-pix-orders',
          schedule: '*/2 * * * *',
          command: 'select public.lapse_unpaid_pix_orders()',
        },
        { jobname: 'send-emails', schedule: '* * * * *', command: 'select 1' },
      ]);
    });
  });

  it.each([
    ['a name', ' ', '* * * * *', 'select 1'],
    ['a schedule', 'send-emails', '', 'select 1'],
    ['a command', 'send-emails', '* * * * *', null],
  ])('refuses a call without %s and schedules nothing', async (_, name, when, command) => {
    await withStandInCron(async (tx) => {
      const result = await attempt(tx, 'select public.schedule_job($1, $2, $3)', [name, when, command]);
      expect(result.error?.message).toBe('schedule_job needs a job name, a schedule and a command');
      expect(await jobs(tx)).toEqual([]);
    });
  });
});

describe('who may call schedule_job', () => {
  const authenticated: RoleContext = { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' };

  // A job runs any SQL as the function's owner: only the owner (postgres, who runs the migrations) may schedule.
  it.each([
    ['anon', anon],
    ['a signed-in user', authenticated],
    ['the service role', service],
  ])('%s may not', async (_, who) => {
    const result = await asRole(db, who, (tx) =>
      attempt(tx, `select public.schedule_job('x', '* * * * *', 'select 1')`),
    );
    expect(result.error).toEqual({ code: '42501', message: 'permission denied for function schedule_job' });
  });

  it('runs as its owner with an empty search_path', async () => {
    const { rows } = await db.query(
      `select p.prosecdef as definer, p.proconfig as config, pg_get_userbyid(p.proowner) as owner
         from pg_proc p where p.oid = 'public.schedule_job(text, text, text)'::regprocedure`,
    );
    expect(rows).toEqual([{ definer: true, config: ['search_path=""'], owner: 'postgres' }]);
  });
});
