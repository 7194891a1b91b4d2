import { asRole, attempt } from '../../helpers/db.ts';
import { db, other, customer as owner, withSchemaDatabase } from '../../helpers/schema-database.ts';

withSchemaDatabase();

const asOwner = {
  role: 'authenticated',
  get sub() {
    return owner.userId;
  },
} as const;
const anon = { role: 'anon' } as const;
const service = { role: 'service_role' } as const;

describe('clientes', () => {
  it('select: anon has no privilege at all', async () => {
    const result = await asRole(db, anon, (tx) => attempt(tx, 'select * from public.clientes'));
    expect(result.error?.code).toBe('42501');
  });

  it('select: the owner sees exactly their own row, also when asking for everyone', async () => {
    const rows = await asRole(db, asOwner, (tx) =>
      attempt(tx, 'select id_cliente, email_cliente from public.clientes'),
    );
    expect(rows).toEqual({
      rows: [{ id_cliente: owner.idCliente, email_cliente: owner.email }],
      error: null,
    });
  });

  it("select: another customer's row is invisible even when filtered for by e-mail or mobile (spec call 6)", async () => {
    const { rows } = await asRole(db, asOwner, (tx) =>
      attempt(
        tx,
        'select email_cliente, celular from public.clientes where email_cliente = $1 or celular = $2',
        [other.email, other.celular],
      ),
    );
    expect(rows).toEqual([]);
  });

  it('select: an authenticated token without a customer row sees nothing', async () => {
    const { rows } = await asRole(db, { role: 'authenticated', sub: crypto.randomUUID() }, (tx) =>
      attempt(tx, 'select * from public.clientes'),
    );
    expect(rows).toEqual([]);
  });

  it.each([
    ['insert', `insert into public.clientes (nome_cliente, email_cliente) values ('X', 'x@example.com')`],
    ['update', `update public.clientes set nome_cliente = 'Hacked'`],
    ['delete', 'delete from public.clientes'],
  ])('%s: neither anon nor the owner may write', async (_, sql) => {
    for (const who of [anon, asOwner]) {
      const result = await asRole(db, who, (tx) => attempt(tx, sql));
      expect(result.error?.code).toBe('42501');
    }
  });

  it('service role reads and writes every row', async () => {
    await asRole(db, service, async (tx) => {
      const all = await tx.query('select id_cliente from public.clientes');
      expect(all.rows.length).toBeGreaterThanOrEqual(4);
      const updated = await tx.query(
        `update public.clientes set nome_cliente = 'Ana S.' where id_cliente = $1`,
        [owner.idCliente],
      );
      expect(updated.affectedRows).toBe(1);
    });
  });

  it.each([
    [
      'upper-case e-mail',
      `insert into public.clientes (nome_cliente, email_cliente) values ('X', 'X@Example.com')`,
      '23514',
    ],
    [
      'mobile with a mask',
      `insert into public.clientes (nome_cliente, email_cliente, celular) values ('X', 'x@example.com', '(11) 99999-0000')`,
      '23514',
    ],
    [
      'mobile with 9 digits',
      `insert into public.clientes (nome_cliente, email_cliente, celular) values ('X', 'x@example.com', '119999000')`,
      '23514',
    ],
    [
      'taken e-mail',
      `insert into public.clientes (nome_cliente, email_cliente) values ('X', 'cliente@movietour.local')`,
      '23505',
    ],
    [
      'taken mobile',
      `insert into public.clientes (nome_cliente, email_cliente, celular) values ('X', 'x@example.com', '12999990000')`,
      '23505',
    ],
  ])('constraints refuse a %s', async (_, sql, code) => {
    const result = await asRole(db, service, (tx) => attempt(tx, sql));
    expect(result.error?.code).toBe(code);
  });
});

describe('user_roles', () => {
  it('select: anon has no privilege', async () => {
    const result = await asRole(db, anon, (tx) => attempt(tx, 'select * from public.user_roles'));
    expect(result.error?.code).toBe('42501');
  });

  it('select: the owner reads only their own role', async () => {
    const { rows } = await asRole(db, asOwner, (tx) =>
      attempt(tx, 'select user_id, role from public.user_roles'),
    );
    expect(rows).toEqual([{ user_id: owner.userId, role: 'cliente' }]);
  });

  it.each([
    ['insert', `insert into public.user_roles (user_id, role) values ('${crypto.randomUUID()}', 'admin')`],
    ['update', `update public.user_roles set role = 'admin'`],
    ['delete', 'delete from public.user_roles'],
  ])('%s: a customer cannot grant themselves a role or remove one', async (_, sql) => {
    const result = await asRole(db, asOwner, (tx) => attempt(tx, sql));
    expect(result.error?.code).toBe('42501');
  });

  it('role values are limited to cliente and admin', async () => {
    const result = await asRole(db, service, (tx) =>
      attempt(tx, `update public.user_roles set role = 'superuser' where user_id = $1`, [owner.userId]),
    );
    expect(result.error?.code).toBe('23514');
  });
});

const isAdmin = (sub: string) =>
  asRole(db, { role: 'authenticated', sub }, async (tx) => {
    const { rows } = await tx.query<{ is_admin: boolean }>('select public.is_admin() as is_admin');
    return rows[0]?.is_admin;
  });

describe('is_admin()', () => {
  it('is true for the seeded operator and false for a customer', async () => {
    expect(await isAdmin('a0000000-0000-4000-8000-000000000001')).toBe(true);
    expect(await isAdmin(owner.userId)).toBe(false);
  });

  it('cannot be executed by anon', async () => {
    const result = await asRole(db, anon, (tx) => attempt(tx, 'select public.is_admin()'));
    expect(result.error?.code).toBe('42501');
  });
});

// Issue 30: a driver is staff, not an operator; is_staff() answers only for the caller.
describe('is_staff()', () => {
  const isStaff = (sub: string) =>
    asRole(db, { role: 'authenticated', sub }, async (tx) => {
      const { rows } = await tx.query<{ is_staff: boolean }>('select public.is_staff() as is_staff');
      return rows[0]?.is_staff;
    });

  it('is true for the seeded operator and driver, false for a customer; a driver is no operator', async () => {
    expect(await isStaff('a0000000-0000-4000-8000-000000000001')).toBe(true);
    expect(await isStaff('d0000000-0000-4000-8000-000000000001')).toBe(true);
    expect(await isStaff(owner.userId)).toBe(false);
    expect(await isAdmin('d0000000-0000-4000-8000-000000000001')).toBe(false);
  });

  it('cannot be executed by anon', async () => {
    const result = await asRole(db, anon, (tx) => attempt(tx, 'select public.is_staff()'));
    expect(result.error?.code).toBe('42501');
  });
});
