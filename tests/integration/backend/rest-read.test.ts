import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { createScratchSchema } from './scratch-schema.ts';

let backend: TestBackend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  await createScratchSchema(backend.ctx.db);
  anon = backend.anonClient();
});
afterAll(() => backend?.close());

const items = () => anon.from('grammar_items').select('id').order('id');

async function ids(query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) {
  const { data, error } = await query;
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.id);
}

describe('PostgREST filters, operator by operator', () => {
  it.each([
    ['eq', () => items().eq('name', 'apple'), [1]],
    ['neq', () => items().neq('name', 'apple'), [2, 3, 4]],
    ['gt', () => items().gt('qty', 4), [1, 4]],
    ['gte', () => items().gte('qty', 5), [1, 4]],
    ['lt', () => items().lt('qty', 5), [2]],
    ['lte', () => items().lte('qty', 5), [1, 2]],
    ['gte on a date', () => items().gte('born', '2024-01-01'), [1, 2]],
    ['like with %', () => items().like('name', '%an%'), [2]],
    ['like with *', () => items().like('name', 'a*'), [1]],
    ['ilike', () => items().ilike('name', 'CHER%'), [3]],
    ['match', () => items().match({ name: 'banana', qty: 0 }), [2]],
    ['regex match', () => items().filter('name', 'match', '^[a-c]'), [1, 2]],
    ['regex imatch', () => items().filter('name', 'imatch', '^c'), [3]],
    ['is null', () => items().is('qty', null), [3]],
    ['is not null', () => items().not('qty', 'is', null), [1, 2, 4]],
    ['in', () => items().in('id', [1, 3]), [1, 3]],
    [
      'in with commas and parentheses in values',
      () => items().in('Hospedagem', ['Pousada, B', 'Hotel (C)']),
      [3, 4],
    ],
    ['in with an empty list', () => items().in('id', []), []],
    ['not in', () => items().not('name', 'in', '(apple,banana)'), [3, 4]],
    ['cs on an array', () => items().contains('tags', ['red']), [1, 3]],
    ['cd on an array', () => items().containedBy('tags', ['red', 'fruit']), [1, 3, 4]],
    ['cs on jsonb', () => items().contains('meta', { a: 1 }), [1]],
    ['ov', () => items().overlaps('tags', ['yellow', 'red']), [1, 2, 3]],
    ['not.gt (nulls excluded)', () => items().filter('qty', 'not.gt', 3), [2]],
    ['two filters on one column', () => items().gt('id', 1).lt('id', 4), [2, 3]],
    ['or', () => items().or('qty.gt.10,name.eq.apple'), [1, 4]],
    ['or with a nested and', () => items().or('name.eq.banana,and(qty.gt.1,price.lt.2)'), [1, 2]],
    ['or with in and a quoted value', () => items().or('id.in.(3,4),Hospedagem.eq."Hotel A"'), [1, 3, 4]],
    ['not.and inside or', () => items().or('not.and(id.gt.1,id.lt.4),id.eq.2'), [1, 2, 4]],
    ['or next to a filter', () => items().or('qty.is.null,qty.gte.5').neq('id', 4), [1, 3]],
  ] as const)('%s', async (_name, query, expected) => {
    expect(await ids(query())).toEqual(expected);
  });
});

describe('select lists, order and paging', () => {
  it('returns the row types as PostgREST renders them', async () => {
    const { data } = await anon.from('grammar_items').select('*').eq('id', 1);
    expect(data).toEqual([
      {
        id: 1,
        name: 'apple',
        qty: 5,
        price: 1.5,
        tags: ['red', 'fruit'],
        meta: { a: 1 },
        born: '2024-01-10',
        Hospedagem: 'Hotel A',
      },
    ]);
  });

  it('renames with alias:column and casts with ::', async () => {
    const { data } = await anon.from('grammar_items').select('nome:name, qty::text, Hospedagem').eq('id', 1);
    expect(data).toEqual([{ nome: 'apple', qty: '5', Hospedagem: 'Hotel A' }]);
  });

  it('quotes table and column names with capitals and spaces', async () => {
    const { data, error } = await anon.from('Grammar Hoteis').select('Id, Nome').eq('Nome', 'Pousada Vila');
    expect(error).toBeNull();
    expect(data).toEqual([{ Id: 2, Nome: 'Pousada Vila' }]);
  });

  it('orders descending with nulls first, and by several columns', async () => {
    expect(
      await ids(anon.from('grammar_items').select('id').order('qty', { ascending: false, nullsFirst: true })),
    ).toEqual([3, 4, 1, 2]);
    expect(await ids(anon.from('grammar_items').select('id').order('price'))).toEqual([2, 1, 4, 3]);
    const twoKeys = anon
      .from('grammar_items')
      .select('id')
      .order('born', { nullsFirst: false })
      .order('id', { ascending: false });
    expect(await ids(twoKeys)).toEqual([4, 1, 2, 3]);
  });

  it('pages with limit and range', async () => {
    expect(await ids(items().limit(2))).toEqual([1, 2]);
    expect(await ids(items().range(1, 2))).toEqual([2, 3]);
  });

  it('honours the Range header', async () => {
    const response = await fetch(`${backend.url}/rest/v1/grammar_items?select=id&order=id`, {
      headers: { apikey: backend.anonKey, Range: '2-3', Prefer: 'count=exact' },
    });
    expect(await response.json()).toEqual([{ id: 3 }, { id: 4 }]);
    expect(response.headers.get('content-range')).toBe('2-3/4');
  });

  it('counts exactly with Prefer: count=exact, also with head and with a limit', async () => {
    const head = await anon.from('grammar_items').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ count: 4, data: null, error: null });
    const limited = await anon
      .from('grammar_items')
      .select('id', { count: 'exact' })
      .gt('id', 1)
      .order('id')
      .limit(1);
    expect(limited).toMatchObject({ count: 3, data: [{ id: 2 }] });
  });
});

describe('single and maybeSingle', () => {
  it('single answers the object when exactly one row matches', async () => {
    const { data, error } = await anon.from('grammar_items').select('name').eq('id', 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'banana' });
  });

  it('single answers 406 PGRST116 for no rows or several', async () => {
    const none = await anon.from('grammar_items').select('name').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await anon.from('grammar_items').select('name').single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 4 rows' });
  });

  it('maybeSingle answers null for no rows and an error for several', async () => {
    expect(await anon.from('grammar_items').select('name').eq('id', 99).maybeSingle()).toMatchObject({
      data: null,
      error: null,
    });
    expect((await anon.from('grammar_items').select('name').maybeSingle()).error).toMatchObject({
      code: 'PGRST116',
    });
  });
});

describe('rpc', () => {
  it('returns a scalar, using argument defaults', async () => {
    expect(await anon.rpc('grammar_add', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null });
    expect((await anon.rpc('grammar_add', { a: 2 })).data).toBe(12);
  });

  it('returns table rows, filtered and ordered like a table', async () => {
    const { data } = await anon
      .rpc('grammar_by_min', { min_qty: 1 })
      .select('id, name')
      .neq('id', 4)
      .order('id');
    expect(data).toEqual([{ id: 1, name: 'apple' }]);
  });

  it('returns TABLE(...) results as objects and setof scalars as values', async () => {
    expect((await anon.rpc('grammar_doubled', { factor: 2 })).data).toEqual([
      { name: 'apple', doubled: 10 },
      { name: 'banana', doubled: 0 },
      { name: 'date', doubled: 24 },
    ]);
    expect((await anon.rpc('grammar_names')).data).toEqual(['apple', 'banana', 'Cherry', 'date']);
  });

  it('returns a single composite as an object and void as no data', async () => {
    expect((await anon.rpc('grammar_first')).data).toMatchObject({ id: 1, name: 'apple' });
    expect(await anon.rpc('grammar_noop')).toMatchObject({ data: null, error: null });
  });

  it('takes array arguments in POST and arguments in the query string with GET', async () => {
    expect((await anon.rpc('grammar_tags', { wanted: ['yellow', 'red'] })).data).toBe(3);
    expect((await anon.rpc('grammar_add', { a: 1, b: 1 }, { get: true })).data).toBe(2);
  });

  it('answers 404 PGRST202 for an unknown function or unknown arguments', async () => {
    const unknown = await anon.rpc('grammar_nope');
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    expect((await anon.rpc('grammar_add', { z: 1 })).error?.code).toBe('PGRST202');
  });
});
