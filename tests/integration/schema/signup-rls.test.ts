import { as, asRole, attempt, type RoleContext } from '../../helpers/db.ts';
import { createCustomer } from '../../helpers/factories.ts';
import { db, customer as owner, withSchemaDatabase } from '../../helpers/schema-database.ts';

// Migration 20261124000600: the duplicate check's rate-limit tables and the sign-up helpers are no API
// role's business, not even the operator's or the service role's; only the definer functions touch them.
let customer: RoleContext;
let admin: RoleContext;
let everyone: RoleContext[];

withSchemaDatabase();
beforeAll(() => {
  customer = as(owner);
  admin = { role: 'authenticated', sub: 'a0000000-0000-4000-8000-000000000001' };
  everyone = [{ role: 'anon' }, customer, admin, { role: 'service_role' }];
});

const tables = {
  signup_check_buckets: {
    insert: `insert into public.signup_check_buckets (address_key, minute, calls) values (repeat('a', 64), date_trunc('minute', now()), 1)`,
    update: `update public.signup_check_buckets set calls = 1`,
  },
  signup_check_secret: {
    insert: `insert into public.signup_check_secret (id, secret) values (true, 'known')`,
    update: `update public.signup_check_secret set secret = 'known'`,
  },
};

describe.each(Object.entries(tables))('%s', (table, sql) => {
  it.each([
    ['select', `select * from public.${table}`],
    ['insert', sql.insert],
    ['update', sql.update],
    ['delete', `delete from public.${table}`],
  ])('%s is refused for anon, a customer, an admin and the service role', async (_, statement) => {
    for (const who of everyone) {
      const result = await asRole(db, who, (tx) => attempt(tx, statement));
      expect(result.error?.code).toBe('42501');
    }
  });
});

describe('the sign-up helpers', () => {
  it.each([
    [`select public.signup_lapsed(gen_random_uuid())`],
    [`select public.attach_customer(gen_random_uuid(), 'x@example.com', '{}', true)`],
  ])('%s is refused for anon, a customer, an admin and the service role', async (call) => {
    for (const who of everyone) {
      const result = await asRole(db, who, (tx) => attempt(tx, call));
      expect(result.error?.code).toBe('42501');
    }
  });

  it('check_signup_duplicates answers anon and a customer, and tells only whether each is taken', async () => {
    const taken = await createCustomer(db, { email: 'tomado@example.com' });
    for (const who of [{ role: 'anon' } as const, customer]) {
      const result = await asRole(db, who, (tx) =>
        attempt(tx, `select * from public.check_signup_duplicates('Tomado@Example.com', $1)`, [
          taken.celular,
        ]),
      );
      expect(result.rows).toEqual([{ email_taken: true, celular_taken: true }]);
    }
  });
});
