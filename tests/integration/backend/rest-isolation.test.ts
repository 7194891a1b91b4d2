import { createClient } from '@supabase/supabase-js';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.ctx.db.exec(`
    create table public.iso_notes (
      id serial primary key,
      owner uuid not null default auth.uid(),
      body text not null check (body <> 'forbidden')
    );
    alter table public.iso_notes enable row level security;
    create policy "Owners read their notes" on public.iso_notes for select to authenticated using (owner = (select auth.uid()));
    create policy "Owners write their notes" on public.iso_notes for insert to authenticated with check (owner = (select auth.uid()));
    create policy "Owners change their notes" on public.iso_notes for update to authenticated using (owner = (select auth.uid()));
    grant select, insert, update on public.iso_notes to authenticated;
    grant usage on sequence public.iso_notes_id_seq to authenticated;

    create function public.iso_whoami() returns json language sql stable
      as $$ select json_build_object('role', current_user, 'sub', auth.uid(), 'claims_role', auth.role()) $$;
    grant execute on function public.iso_whoami() to anon, authenticated, service_role;

    create function public.iso_insert_then_fail(note text) returns void language plpgsql as $$
    begin
      insert into public.iso_notes (body) values (note);
      raise exception 'failing on purpose';
    end $$;
    grant execute on function public.iso_insert_then_fail(text) to authenticated;`);
});
afterAll(() => backend?.close());

async function userClient() {
  const sub = crypto.randomUUID();
  const token = await signJwt({ role: 'authenticated', sub, aud: 'authenticated' }, backend.jwtSecret, 600);
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  return { sub, client };
}

describe('role and claims isolation', () => {
  it('concurrent requests each run with their own role and claims', async () => {
    const users = await Promise.all([userClient(), userClient(), userClient()]);
    const anon = backend.anonClient();
    const service = backend.serviceClient();
    const calls = Array.from({ length: 60 }, (_, i) => {
      const kind = i % 5;
      if (kind < 3) {
        const user = users[kind]!;
        return user.client
          .rpc('iso_whoami')
          .then(({ data }) =>
            expect(data).toEqual({ role: 'authenticated', sub: user.sub, claims_role: 'authenticated' }),
          );
      }
      const [client, role] = kind === 3 ? [anon, 'anon'] : [service, 'service_role'];
      return client
        .rpc('iso_whoami')
        .then(({ data }) => expect(data).toEqual({ role, sub: null, claims_role: role }));
    });
    await Promise.all(calls);
  });

  it('concurrent writes and reads see only the caller’s own rows', async () => {
    const users = await Promise.all([userClient(), userClient()]);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        users[i % 2]!.client.from('iso_notes').insert({ body: `note ${i}` }),
      ),
    );
    const reads = await Promise.all(
      users.flatMap((user) =>
        [user, user, user].map((u) => u.client.from('iso_notes').select('owner, body')),
      ),
    );
    reads.forEach(({ data, error }, i) => {
      expect(error).toBeNull();
      expect(data).toHaveLength(10);
      const owner = users[Math.floor(i / 3)]!.sub;
      expect(data?.every((row) => row.owner === owner)).toBe(true);
    });
    expect((await backend.anonClient().from('iso_notes').select()).data).toEqual([]);
  });

  it('a customer cannot write rows for someone else', async () => {
    const [a, b] = await Promise.all([userClient(), userClient()]);
    const { status, error } = await a.client.from('iso_notes').insert({ owner: b.sub, body: 'spoofed' });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('no role or claim leaks into a later superuser session', async () => {
    const { rows } = await backend.ctx.db.query<{ role: string; claims: string | null }>(
      `select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(rows[0]).toEqual({ role: 'postgres', claims: null });
  });
});

describe('a failing request rolls back completely', () => {
  const count = async () =>
    (await backend.ctx.db.query<{ n: number }>('select count(*)::int as n from public.iso_notes')).rows[0]?.n;

  it('a batch insert with one bad row stores nothing', async () => {
    const { client } = await userClient();
    const before = await count();
    const { error } = await client
      .from('iso_notes')
      .insert([{ body: 'ok 1' }, { body: 'forbidden' }, { body: 'ok 2' }]);
    expect(error?.code).toBe('23514');
    expect(await count()).toBe(before);
  });

  it('a function that writes and then raises stores nothing', async () => {
    const { client } = await userClient();
    const before = await count();
    const { error, status } = await client.rpc('iso_insert_then_fail', { note: 'half done' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: 'failing on purpose' });
    expect(await count()).toBe(before);
  });

  it('an update answered with 406 by single() is undone', async () => {
    const { client } = await userClient();
    await client.from('iso_notes').insert([{ body: 'x' }, { body: 'y' }]);
    const { error } = await client
      .from('iso_notes')
      .update({ body: 'z' })
      .neq('body', 'none')
      .select()
      .single();
    expect(error?.code).toBe('PGRST116');
    const { data } = await client.from('iso_notes').select('body').order('body');
    expect(data).toEqual([{ body: 'x' }, { body: 'y' }]);
  });
});
