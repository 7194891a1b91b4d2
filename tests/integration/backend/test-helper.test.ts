import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

const started: TestBackend[] = [];
afterAll(async () => {
  await Promise.all(started.map((b) => b.close()));
});

async function accounts(options: Parameters<typeof startTestBackend>[0]) {
  const backend = await startTestBackend(options);
  started.push(backend);
  const { rows } = await backend.ctx.db.query<{ n: number }>('select count(*)::int as n from auth.users');
  return { backend, n: rows[0]?.n };
}

describe('startTestBackend', () => {
  it('starts from the seeded template by default and from the bare schema with seed: false', async () => {
    const seeded = await accounts({});
    const bare = await accounts({ seed: false });
    expect(seeded.n).toBeGreaterThan(0);
    expect(bare.n).toBe(0);
    expect(bare.backend.dataDir).not.toBe(seeded.backend.dataDir);
    expect(bare.backend.port).not.toBe(seeded.backend.port);
  }, 60_000);

  it('gives clients for the anon and service roles', async () => {
    const { backend } = await accounts({ seed: false });
    await backend.ctx.db.exec(
      `create table public.helper_probe (id int primary key);
       alter table public.helper_probe enable row level security;
       grant select, insert on public.helper_probe to anon, service_role;
       insert into public.helper_probe values (1);`,
    );
    expect((await backend.serviceClient().from('helper_probe').select('id')).data).toEqual([{ id: 1 }]);
    expect((await backend.anonClient().from('helper_probe').select('id')).data).toEqual([]);
  }, 60_000);
});
