import { ANALYTICS_EVENT_TYPES } from '../../../src/domain/analytics-events.ts';
import { as, asRole, attempt, type RoleContext } from '../../helpers/db.ts';
import { customer as someCustomer, db, withSchemaDatabase } from '../../helpers/schema-database.ts';

let customer: RoleContext;
let admin: RoleContext;

withSchemaDatabase();
beforeAll(() => {
  customer = as(someCustomer);
  admin = { role: 'authenticated', sub: 'a0000000-0000-4000-8000-000000000001' };
});

const tables = {
  analytics_events: `insert into public.analytics_events (event_type, url_path, session_id) values ('page_view', '/', 's1')`,
  analytics_daily_summary: `insert into public.analytics_daily_summary (date, total_page_views) values ('2030-01-01', 3)`,
  analytics_page_views: `insert into public.analytics_page_views (date, url_path, views) values ('2030-01-01', '/', 3)`,
  analytics_rate_buckets: `insert into public.analytics_rate_buckets (bucket, minute, events) values ('session:s1-abcdef', date_trunc('minute', now()), 3)`,
};

const updatedColumn: Record<string, string> = {
  analytics_events: 'url_path',
  analytics_rate_buckets: 'events',
};

describe.each(Object.entries(tables))('%s', (table, insertSql) => {
  it.each([
    ['insert', insertSql],
    ['update', `update public.${table} set ${updatedColumn[table] ?? 'date'} = null`],
    ['delete', `delete from public.${table}`],
  ])('%s is refused for anon, a customer and even an admin', async (_, sql) => {
    for (const who of [{ role: 'anon' } as const, customer, admin]) {
      const result = await asRole(db, who, (tx) => attempt(tx, sql));
      expect(result.error?.code).toBe('42501');
    }
  });

  it('the service role reads and writes it', async () => {
    const result = await asRole(db, { role: 'service_role' }, async (tx) => {
      await tx.query(insertSql);
      return attempt(tx, `select count(*)::int as n from public.${table}`);
    });
    expect(result.rows).toEqual([{ n: 1 }]);
  });
});

describe('store_analytics_events', () => {
  const call = `select public.store_analytics_events('[{"event_type": "page_view", "url_path": "/", "session_id": "sessao-rls-1"}]', repeat('a', 32))`;

  it('is refused for anon, a customer and even an admin', async () => {
    for (const who of [{ role: 'anon' } as const, customer, admin]) {
      const result = await asRole(db, who, (tx) => attempt(tx, call));
      expect(result.error?.code).toBe('42501');
    }
  });

  it('the service role stores a batch through it', async () => {
    const result = await asRole(db, { role: 'service_role' }, (tx) => attempt(tx, call));
    expect(result.rows).toEqual([{ store_analytics_events: 1 }]);
  });
});

describe('analytics constraints', () => {
  it.each([
    [
      'an unknown event type',
      `insert into public.analytics_events (event_type) values ('purchase')`,
      '23514',
    ],
    [
      'an unknown device type',
      `insert into public.analytics_events (event_type, device_type) values ('page_view', 'tv')`,
      '23514',
    ],
    [
      'a second summary for the same day',
      `insert into public.analytics_daily_summary (date) values ('2030-01-01'), ('2030-01-01')`,
      '23505',
    ],
    [
      'a second row for the same day and path',
      `insert into public.analytics_page_views (date, url_path) values ('2030-01-01', '/'), ('2030-01-01', '/')`,
      '23505',
    ],
  ])('refuse %s', async (_, sql, code) => {
    const result = await asRole(db, { role: 'service_role' }, (tx) => attempt(tx, sql));
    expect(result.error?.code).toBe(code);
  });

  it('accept each of the six event types with a server timestamp', async () => {
    const types = [...ANALYTICS_EVENT_TYPES];
    const { rows } = await asRole(db, { role: 'service_role' }, (tx) =>
      attempt<{ n: number }>(
        tx,
        `with inserted as (insert into public.analytics_events (event_type) select unnest($1::text[]) returning created_at)
         select count(*)::int as n from inserted where created_at is not null`,
        [types],
      ),
    );
    expect(rows).toEqual([{ n: 6 }]);
  });
});

describe('reading', () => {
  it.each([
    ['analytics_daily_summary', `insert into public.analytics_daily_summary (date) values ('2031-02-02')`],
    [
      'analytics_page_views',
      `insert into public.analytics_page_views (date, url_path) values ('2031-02-02', '/')`,
    ],
  ])('%s: the admin reads it, a customer sees no rows, anon is refused', async (table, insertSql) => {
    await db.query(insertSql);
    const count = `select count(*)::int as n from public.${table}`;
    expect((await asRole(db, admin, (tx) => attempt(tx, count))).rows).toEqual([{ n: 1 }]);
    expect((await asRole(db, customer, (tx) => attempt(tx, count))).rows).toEqual([{ n: 0 }]);
    expect((await asRole(db, { role: 'anon' }, (tx) => attempt(tx, count))).error?.code).toBe('42501');
  });

  it('analytics_events stays closed to every reader but the service role', async () => {
    for (const who of [{ role: 'anon' } as const, customer, admin]) {
      const result = await asRole(db, who, (tx) => attempt(tx, 'select * from public.analytics_events'));
      expect(result.error?.code).toBe('42501');
    }
  });
});
