import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { createScratchSchema } from './scratch-schema.ts';

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  await createScratchSchema(backend.ctx.db);
  service = backend.serviceClient();
});
afterAll(() => backend?.close());
beforeEach(async () => {
  await backend.ctx.db.exec(`truncate public.grammar_writes restart identity;
    insert into public.grammar_writes (code, qty, note) values ('a', 1, 'first'), ('b', 2, null), ('c', 3, 'third');`);
});

const stored = async () =>
  (
    await backend.ctx.db.query<{ code: string; qty: number; note: string | null }>(
      'select code, qty, note from public.grammar_writes order by id',
    )
  ).rows;

describe('insert', () => {
  it('answers 201 without a body by default (return=minimal)', async () => {
    const result = await service.from('grammar_writes').insert({ code: 'd' });
    expect(result).toMatchObject({ status: 201, data: null, error: null });
    expect(await stored()).toContainEqual({ code: 'd', qty: 7, note: null });
  });

  it('returns the rows with select(), in order, for an array', async () => {
    const rows = [
      { code: 'e', qty: 5 },
      { code: 'd', qty: 4 },
    ];
    const { data, status } = await service.from('grammar_writes').insert(rows).select('code, qty');
    expect(status).toBe(201);
    expect(data).toEqual(rows);
  });

  it('sets keys missing from one object to null, as PostgREST does, and then nothing is stored', async () => {
    // supabase-js sends columns=code,qty: the second row's qty becomes null and breaks "not null"
    const { error, status } = await service
      .from('grammar_writes')
      .insert([{ code: 'd', qty: 4 }, { code: 'e' }]);
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
    expect(await stored()).toHaveLength(3);
  });

  it('uses column defaults for missing keys with defaultToNull: false', async () => {
    const { data, error } = await service
      .from('grammar_writes')
      .insert([{ code: 'd', qty: 4 }, { code: 'e' }], { defaultToNull: false })
      .select('code, qty');
    expect(error).toBeNull();
    expect(data).toEqual([
      { code: 'd', qty: 4 },
      { code: 'e', qty: 7 },
    ]);
  });

  it('returns one object with select().single()', async () => {
    const { data } = await service
      .from('grammar_writes')
      .insert({ code: 'z', qty: 9 })
      .select('code, qty')
      .single();
    expect(data).toEqual({ code: 'z', qty: 9 });
  });

  it('counts inserted rows with count: exact', async () => {
    const { count } = await service
      .from('grammar_writes')
      .insert([{ code: 'x' }, { code: 'y' }], { count: 'exact' });
    expect(count).toBe(2);
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key by default', async () => {
    const { data } = await service
      .from('grammar_writes')
      .upsert({ id: 1, code: 'a', qty: 50 })
      .select('id, qty');
    expect(data).toEqual([{ id: 1, qty: 50 }]);
    expect((await stored())[0]).toEqual({ code: 'a', qty: 50, note: 'first' });
  });

  it('merges on the on_conflict columns', async () => {
    await service.from('grammar_writes').upsert(
      [
        { code: 'b', qty: 20 },
        { code: 'n', qty: 5 },
      ],
      { onConflict: 'code' },
    );
    const rows = await stored();
    expect(rows).toContainEqual({ code: 'b', qty: 20, note: null });
    expect(rows).toContainEqual({ code: 'n', qty: 5, note: null });
    expect(rows).toHaveLength(4);
  });

  it('leaves existing rows alone with ignoreDuplicates', async () => {
    const { data } = await service
      .from('grammar_writes')
      .upsert(
        [
          { code: 'c', qty: 99 },
          { code: 'm', qty: 1 },
        ],
        { onConflict: 'code', ignoreDuplicates: true },
      )
      .select('code, qty');
    expect(data).toEqual([{ code: 'm', qty: 1 }]);
    expect(await stored()).toContainEqual({ code: 'c', qty: 3, note: 'third' });
  });
});

describe('update and delete', () => {
  it('updates only the filtered rows and returns them with select()', async () => {
    const { data, status } = await service
      .from('grammar_writes')
      .update({ note: 'changed' })
      .gte('qty', 2)
      .select('code, note')
      .order('code');
    expect(status).toBe(200);
    expect(data).toEqual([
      { code: 'b', note: 'changed' },
      { code: 'c', note: 'changed' },
    ]);
    expect((await stored())[0]?.note).toBe('first');
  });

  it('answers 204 without select() and an empty list when nothing matches', async () => {
    expect((await service.from('grammar_writes').update({ qty: 0 }).eq('code', 'a')).status).toBe(204);
    expect(
      (await service.from('grammar_writes').update({ qty: 0 }).eq('code', 'nope').select()).data,
    ).toEqual([]);
  });

  it('deletes the filtered rows and counts them', async () => {
    const { count, status } = await service
      .from('grammar_writes')
      .delete({ count: 'exact' })
      .in('code', ['a', 'c']);
    expect(status).toBe(204);
    expect(count).toBe(2);
    expect(await stored()).toEqual([{ code: 'b', qty: 2, note: null }]);
  });

  it('returns deleted rows with select()', async () => {
    const { data } = await service.from('grammar_writes').delete().eq('code', 'b').select('code');
    expect(data).toEqual([{ code: 'b' }]);
  });
});
