import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { signUpCustomer, type SignedInCustomer } from '../../helpers/customers.ts';

// Spec §7 calls 5–10, made through supabase-js exactly as the app makes them (11–17: spec-calls-orders).

let backend: TestBackend;
let anon: SupabaseClient;
let me: SignedInCustomer;
let someoneElse: SignedInCustomer;
let myId: number;

async function idCliente(customer: SignedInCustomer): Promise<number> {
  const { data, error } = await backend
    .serviceClient()
    .from('clientes')
    .select('id_cliente')
    .eq('auth_user_id', customer.userId)
    .single();
  if (error) throw error;
  return (data as { id_cliente: number }).id_cliente;
}

beforeAll(async () => {
  backend = await startTestBackend();
  anon = backend.anonClient();
  me = await signUpCustomer(backend, 'Marina Teixeira', '11987654321');
  someoneElse = await signUpCustomer(backend, 'Otávio Ramos', '21987654321');
  myId = await idCliente(me);
});
afterAll(() => backend?.close());

describe('customer profile calls', () => {
  it('5: clientes select * by auth_user_id, maybeSingle, is my own row', async () => {
    const { data, error } = await me.client
      .from('clientes')
      .select('*')
      .eq('auth_user_id', me.userId)
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id_cliente: myId,
      auth_user_id: me.userId,
      nome_cliente: 'Marina Teixeira',
      email_cliente: me.email,
      celular: '11987654321',
    });
  });

  it("5: asking for another customer's auth_user_id gives null", async () => {
    const { data, error } = await me.client
      .from('clientes')
      .select('*')
      .eq('auth_user_id', someoneElse.userId)
      .maybeSingle();
    expect({ data, error }).toEqual({ data: null, error: null });
  });

  it('6: the e-mail-or-mobile lookup returns only my own row, nothing for another customer', async () => {
    const mine = await me.client
      .from('clientes')
      .select('email_cliente, celular')
      .or(`email_cliente.eq.${me.email},celular.eq.${me.celular}`);
    expect(mine).toMatchObject({ data: [{ email_cliente: me.email, celular: me.celular }], error: null });
    const theirs = await me.client
      .from('clientes')
      .select('email_cliente, celular')
      .or(`email_cliente.eq.${someoneElse.email},celular.eq.${someoneElse.celular}`);
    expect(theirs).toMatchObject({ data: [], error: null });
  });

  it('6: anonymous visitors cannot read clientes; they use the RPC, which answers booleans only', async () => {
    const denied = await anon
      .from('clientes')
      .select('email_cliente, celular')
      .or(`email_cliente.eq.${me.email}`);
    expect(denied.data).toBeNull();
    expect(denied.error?.code).toBe('42501');
    const { data, error } = await anon.rpc('check_signup_duplicates', {
      p_email: me.email.toUpperCase(),
      p_celular: '(21) 98765-4321',
    });
    expect(error).toBeNull();
    expect(data).toEqual([{ email_taken: true, celular_taken: true }]);
  });

  it('7: user_roles role by user_id, single', async () => {
    const { data, error } = await me.client
      .from('user_roles')
      .select('role')
      .eq('user_id', me.userId)
      .single();
    expect({ data, error }).toEqual({ data: { role: 'cliente' }, error: null });
  });

  it('10: clientes id_cliente by auth_user_id, single', async () => {
    const { data, error } = await me.client
      .from('clientes')
      .select('id_cliente')
      .eq('auth_user_id', me.userId)
      .single();
    expect({ data, error }).toEqual({ data: { id_cliente: myId }, error: null });
  });
});

describe('reference data calls', () => {
  it.each([
    ['8', 'Hoteis', 'Hospedagem', 15],
    ['9', 'ponto_encontro', 'local', 4],
  ] as const)('%s: %s ordered by %s, for anon and customers alike', async (_, table, column, minimum) => {
    for (const client of [anon, me.client]) {
      const { data, error } = await client.from(table).select('*').order(column);
      expect(error).toBeNull();
      const names = (data as Record<string, string>[]).map((row) => row[column]!);
      expect(names.length).toBeGreaterThanOrEqual(minimum);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });
});
