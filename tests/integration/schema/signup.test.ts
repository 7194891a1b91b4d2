import { asRole, attempt, type RoleContext } from '../../helpers/db.ts';
import { db, withSchemaDatabase } from '../../helpers/schema-database.ts';
import { createCustomer } from '../../helpers/factories.ts';

withSchemaDatabase({ people: false });

async function signUpRow(email: string, metadata: Record<string, unknown>): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id`,
    [email, JSON.stringify(metadata)],
  );
  return rows[0]!.id;
}

describe('sign-up trigger on auth.users', () => {
  it('creates the customer from the metadata: name, digits-only mobile, lower-cased e-mail, link', async () => {
    const id = await signUpRow('Joana.Prado@Example.COM', {
      nome_completo: '  Joana Prado ',
      celular: '(12) 98888-7777',
    });
    const customer = await db.query(
      'select auth_user_id, nome_cliente, email_cliente, celular from public.clientes where auth_user_id = $1',
      [id],
    );
    expect(customer.rows).toEqual([
      {
        auth_user_id: id,
        nome_cliente: 'Joana Prado',
        email_cliente: 'joana.prado@example.com',
        celular: '12988887777',
      },
    ]);
    const role = await db.query('select role from public.user_roles where user_id = $1', [id]);
    expect(role.rows).toEqual([{ role: 'cliente' }]);
  });

  it('never takes a role from the client-supplied metadata', async () => {
    const id = await signUpRow('sneaky@example.com', {
      nome_completo: 'Sneaky',
      celular: '11911112222',
      role: 'admin',
    });
    const role = await db.query('select role from public.user_roles where user_id = $1', [id]);
    expect(role.rows).toEqual([{ role: 'cliente' }]);
  });

  it('stores no mobile when the metadata has none or an invalid one, and falls back to the e-mail name', async () => {
    const id = await signUpRow('semcelular@example.com', { celular: '123' });
    const { rows } = await db.query(
      'select nome_cliente, celular from public.clientes where auth_user_id = $1',
      [id],
    );
    expect(rows).toEqual([{ nome_cliente: 'semcelular', celular: null }]);
  });

  it('fails the sign-up when the mobile already belongs to another customer', async () => {
    await expect(
      signUpRow('dup-mobile@example.com', { nome_completo: 'Dup', celular: '12999990000' }),
    ).rejects.toMatchObject({
      code: '23505',
    });
    const { rows } = await db.query(`select 1 from auth.users where email = 'dup-mobile@example.com'`);
    expect(rows).toEqual([]);
  });

  it('links a customer again after their auth user was deleted, once the new sign-up confirms the address', async () => {
    const first = await createCustomer(db, { email: 'volta@example.com' });
    await db.query('delete from auth.users where id = $1', [first.userId]);
    const linked = () =>
      db.query('select id_cliente, auth_user_id from public.clientes where email_cliente = $1', [
        'volta@example.com',
      ]);
    expect((await linked()).rows).toEqual([{ id_cliente: first.idCliente, auth_user_id: null }]);

    // Typing the address is not owning it: the record and its orders wait for the confirmation.
    const again = await signUpRow('volta@example.com', { nome_completo: 'De Volta', celular: first.celular });
    expect((await linked()).rows).toEqual([{ id_cliente: first.idCliente, auth_user_id: null }]);
    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [again]);
    expect((await linked()).rows).toEqual([{ id_cliente: first.idCliente, auth_user_id: again }]);
  });

  it('creates only the role for a user without e-mail', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (phone) values ('5512988880000') returning id`,
    );
    const id = rows[0]!.id;
    expect((await db.query('select 1 from public.clientes where auth_user_id = $1', [id])).rows).toEqual([]);
    expect((await db.query('select role from public.user_roles where user_id = $1', [id])).rows).toEqual([
      { role: 'cliente' },
    ]);
  });
});

describe('check_signup_duplicates RPC', () => {
  const anon: RoleContext = { role: 'anon' };
  const check = (email: string, celular: string) =>
    asRole(db, anon, (tx) =>
      attempt(tx, 'select * from public.check_signup_duplicates(p_email => $1, p_celular => $2)', [
        email,
        celular,
      ]),
    );

  it.each([
    ['both taken', 'cliente@movietour.local', '12999990000', { email_taken: true, celular_taken: true }],
    [
      'e-mail only, in another case and with spaces',
      '  Cliente@MovieTour.local ',
      '11900000000',
      { email_taken: true, celular_taken: false },
    ],
    [
      'mobile only, with a mask',
      'nova@example.com',
      '(12) 99999-0000',
      { email_taken: false, celular_taken: true },
    ],
    ['neither', 'nova@example.com', '11900000000', { email_taken: false, celular_taken: false }],
    ['empty input', '', '', { email_taken: false, celular_taken: false }],
  ])('answers %s as anon', async (_, email, celular, expected) => {
    expect(await check(email, celular)).toEqual({ rows: [expected], error: null });
  });

  it('answers only the two booleans, never customer data', async () => {
    const { rows } = await check('cliente@movietour.local', '12999990000');
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['celular_taken', 'email_taken']);
    const { rows: columns } = await db.query(
      `select pg_get_function_result('public.check_signup_duplicates(text, text)'::regprocedure) as result`,
    );
    expect(columns).toEqual([{ result: 'TABLE(email_taken boolean, celular_taken boolean)' }]);
  });

  it('is callable by customers and the service role too, and by no one through PUBLIC', async () => {
    for (const role of ['authenticated', 'service_role'] as const) {
      const result = await asRole(db, { role }, (tx) =>
        attempt(tx, `select * from public.check_signup_duplicates('a@b.c', '')`),
      );
      expect(result.error).toBeNull();
    }
    const { rows } = await db.query(
      `select has_function_privilege('public', 'public.check_signup_duplicates(text, text)', 'execute') as public_can`,
    );
    expect(rows).toEqual([{ public_can: false }]);
  });
});
