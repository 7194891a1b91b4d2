import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';
import { configuredMaxRows } from '../../../supabase/local/rest/config.ts';
import { createConformanceSchema } from './conformance-schema.ts';

// The embedded REST API against PostgREST's API reference, area by area: each case is a request the reference
// documents and the answer it describes. Everything not supported must be a 4xx naming it, never a 200 with
// another meaning.

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: false, schemas: ['public', 'archive'] });
  await createConformanceSchema(backend.ctx.db);
  anon = backend.anonClient();
  service = backend.serviceClient();
});
afterAll(() => backend?.close());

async function data<T = unknown>(query: PromiseLike<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await query;
  expect(error).toBeNull();
  return data as T;
}

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.anonKey, ...(init.headers as Record<string, string> | undefined) },
  });

const serviceRest = (path: string, init: RequestInit & { prefer?: string } = {}) =>
  rest(path, {
    ...init,
    headers: {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: init.prefer ?? 'return=representation',
    },
  });

describe('resource embedding', () => {
  it('embeds a many-to-one relationship as an object', async () => {
    const film = await data(
      anon.from('films').select('title, directors!director_id(last_name)').eq('id', 1).single(),
    );
    expect(film).toEqual({ title: 'Que Horas Ela Volta?', directors: { last_name: 'Muylaert' } });
  });

  it('embeds a one-to-many relationship as an array, with row level security at that level', async () => {
    const director = await data(
      anon.from('directors').select('last_name, films!director_id(title)').eq('id', 1).single(),
    );
    // The hidden film of this director is not visible to a visitor, embedded or not.
    expect(director).toEqual({ last_name: 'Muylaert', films: [{ title: 'Que Horas Ela Volta?' }] });
    const asService = await data(
      service.from('directors').select('films!director_id(title)').eq('id', 1).single(),
    );
    expect((asService as unknown as { films: unknown[] }).films).toHaveLength(2);
  });

  it('embeds a many-to-many relationship through its join table', async () => {
    const actor = await data(anon.from('actors').select('name, films(title)').eq('id', 3).single());
    expect(actor).toEqual({ name: 'Sônia Braga', films: [{ title: 'Bacurau' }] });
  });

  it('embeds a one-to-one relationship as an object, or null', async () => {
    const films = await data(
      anon.from('films').select('id, technical_specs(camera)').in('id', [1, 2]).order('id'),
    );
    expect(films).toEqual([
      { id: 1, technical_specs: null },
      { id: 2, technical_specs: { camera: 'Arri 535' } },
    ]);
  });

  it('refuses an ambiguous embedding with 300 PGRST201 and the candidates, and resolves it by a hint', async () => {
    const { error, status } = await anon.from('films').select('directors(*)');
    expect(status).toBe(300);
    expect(error).toMatchObject({ code: 'PGRST201' });
    expect(
      (error as unknown as { details: { relationship: string }[] }).details.map((d) => d.relationship),
    ).toEqual([
      'films_co_director_id_fkey using films(co_director_id) and directors(id)',
      'films_director_id_fkey using films(director_id) and directors(id)',
    ]);
    const film = await data(
      anon.from('films').select('co:directors!films_co_director_id_fkey(last_name)').eq('id', 2).single(),
    );
    expect(film).toEqual({ co: { last_name: 'Mendonça' } });
  });

  it('answers 404 PGRST205 for a table that does not exist, hinting at the closest one', async () => {
    const { status, error } = await anon.from('film').select('id');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.film' in the schema cache",
      hint: "Perhaps you meant the table 'public.films'",
    });
  });

  it('answers 400 PGRST200 for a relationship that does not exist', async () => {
    const { error, status } = await anon.from('films').select('title, actors_awards(*)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'films' and 'actors_awards' in the schema cache",
    });
  });

  it('embeds through a foreign-key column name', async () => {
    const film = await data(anon.from('films').select('director_id(last_name)').eq('id', 4).single());
    expect(film).toEqual({ director_id: { last_name: 'Mendonça' } });
  });

  it('!inner keeps only the parents whose embedded resource matches its filters', async () => {
    const directors = await data(
      anon.from('directors').select('last_name, films!director_id!inner(title)').eq('films.year', 2019),
    );
    expect(directors).toEqual([{ last_name: 'Mendonça', films: [{ title: 'Bacurau' }] }]);
  });

  it('filters, orders and limits an embedded resource without dropping its parents', async () => {
    const directors = await data(
      anon
        .from('directors')
        .select('id, films!director_id(title)')
        .order('id')
        .order('year', { referencedTable: 'films', ascending: false })
        .limit(1, { referencedTable: 'films' }),
    );
    expect(directors).toEqual([
      { id: 1, films: [{ title: 'Que Horas Ela Volta?' }] },
      { id: 2, films: [{ title: 'Ensaio sobre a Cegueira' }] },
      { id: 3, films: [{ title: 'Bacurau' }] },
    ]);
  });

  it('is.null on an embedded resource keeps the parents without it (an anti-join)', async () => {
    const films = await data(
      anon.from('films').select('id, technical_specs(camera)').is('technical_specs', null).order('id'),
    );
    expect((films as { id: number }[]).map((f) => f.id)).toEqual([1, 3]);
  });

  it('spreads a to-one resource into its parent, and a to-many one into arrays', async () => {
    const film = await data(
      anon.from('films').select('title, ...directors!director_id(last_name)').eq('id', 4).single(),
    );
    expect(film).toEqual({ title: 'Bacurau', last_name: 'Mendonça' });
    const director = await data(
      anon
        .from('directors')
        .select('id, ...films!director_id(year)')
        .eq('id', 2)
        .order('year', { referencedTable: 'films' })
        .single(),
    );
    expect(director).toEqual({ id: 2, year: [2002, 2008] });
  });

  it('uses computed fields and computed relationships of a row', async () => {
    const director = await data(
      anon.from('directors').select('full_name, classics(title)').eq('id', 1).single(),
    );
    // The only classic is the hidden film, which a visitor does not see.
    expect(director).toEqual({ full_name: 'Anna Muylaert', classics: [] });
  });
});

describe('counts and single objects', () => {
  it('answers 206 with the exact total when the page holds part of the rows', async () => {
    const page = await anon.from('films').select('id', { count: 'exact' }).order('id').limit(2);
    expect(page).toMatchObject({ status: 206, count: 4, data: [{ id: 1 }, { id: 2 }] });
    const whole = await anon.from('films').select('id', { count: 'exact' });
    expect(whole).toMatchObject({ status: 200, count: 4 });
  });

  it('a counted page after an offset answers 206; an offset past the total 416 PGRST103', async () => {
    const tail = await anon.from('films').select('id', { count: 'exact' }).order('id').range(3, 9);
    expect(tail).toMatchObject({ status: 206, count: 4, data: [{ id: 4 }] });
    const past = await rest('films?select=id&offset=9', { headers: { Prefer: 'count=exact' } });
    expect(past.status).toBe(416);
    expect(await past.json()).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 9 was requested, but there are only 4 rows.',
    });
  });

  it('max_rows caps a read at every level and a function call, but not the count, as db-max-rows does', async () => {
    expect(configuredMaxRows()).toBe(1000); // supabase/config.toml, as the hosted project's default
    const capped = await anon.from('screenings').select('id', { count: 'exact' }).order('id');
    expect(capped).toMatchObject({ status: 206, count: 1005 });
    expect(capped.data).toHaveLength(1000);
    const rest = await data(anon.from('screenings').select('id').order('id').range(1000, 2000));
    expect(rest).toEqual([1001, 1002, 1003, 1004, 1005].map((id) => ({ id })));
    const director = await data(anon.from('directors').select('screenings(id)').eq('id', 1).single());
    expect((director as unknown as { screenings: unknown[] }).screenings).toHaveLength(1000);
    const ids = await anon.rpc('screening_ids', {}, { count: 'exact', get: true });
    expect(ids).toMatchObject({ status: 206, count: 1005 });
    expect(ids.data).toHaveLength(1000);
    // count=estimated counts exactly up to max_rows.
    expect(await anon.from('films').select('id', { count: 'estimated', head: true })).toMatchObject({
      status: 200,
      count: 4,
    });
  });

  it("counts with the planner's estimate for count=planned", async () => {
    const { count, error } = await anon.from('films').select('*', { count: 'planned', head: true });
    expect(error).toBeNull();
    expect(count).toEqual(expect.any(Number));
  });

  it('count=planned on a read is the estimate, not the exact total: 206 when it exceeds the rows', async () => {
    // Never analysed, the table is estimated at PostgreSQL's ten-page default, far above its four visible rows;
    // PostgREST reports that estimate and, the page being "partial", answers 206.
    const planned = await anon.from('films').select('id', { count: 'planned' });
    expect(planned.data).toHaveLength(4);
    expect(planned.count).toBeGreaterThan(4);
    expect(planned.status).toBe(206);
    const exact = await anon.from('films').select('id', { count: 'exact' });
    expect(exact).toMatchObject({ count: 4, status: 200 });
  });

  it('refuses single() over several rows with 406 PGRST116', async () => {
    const { error, status } = await anon.from('films').select('id').single();
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 4 rows',
    });
  });
});

describe('aggregates', () => {
  it('count() and sum() group by the other selected columns', async () => {
    const rows = await data(
      anon.from('films').select('director_id, count(), budget.sum()').order('director_id'),
    );
    expect(rows).toEqual([
      { director_id: 1, count: 1, sum: 1500000 },
      { director_id: 2, count: 2, sum: 28300000 },
      { director_id: 3, count: 1, sum: 4000000 },
    ]);
  });

  it('aggregates an embedded resource, with an alias and a cast', async () => {
    const director = await data(
      anon
        .from('directors')
        .select('last_name, films!director_id(n:count(), total:budget.sum()::text)')
        .eq('id', 2)
        .single(),
    );
    expect(director).toEqual({ last_name: 'Meirelles', films: [{ n: 2, total: '28300000.00' }] });
  });
});

describe('filters', () => {
  it('applies like(any) and like(all) across a list, never as an empty answer', async () => {
    const any = await data(
      anon.from('films').select('id').likeAnyOf('title', ['Cidade*', 'Bac*']).order('id'),
    );
    expect(any).toEqual([{ id: 2 }, { id: 4 }]);
    const all = await data(anon.from('films').select('id').ilikeAllOf('title', ['*de*', '*deus']));
    expect(all).toEqual([{ id: 2 }]);
  });

  it('selects and filters on a JSON path, and applies range operators', async () => {
    const film = await data(
      anon
        .from('films')
        .select('id, cannes:meta->awards->>cannes')
        .eq('meta->awards->>cannes', 'Prêmio do Júri')
        .single(),
    );
    expect(film).toEqual({ id: 4, cannes: 'Prêmio do Júri' });
    expect(await data(anon.from('films').select('id').rangeGt('season', '[2010,2011)'))).toEqual([{ id: 4 }]);
    expect(await data(anon.from('films').select('id').rangeAdjacent('season', '[2001,2002)'))).toEqual([
      { id: 2 },
    ]);
  });
});

describe('schemas', () => {
  it('reads another exposed schema through Accept-Profile and refuses one not exposed with 406', async () => {
    expect(await data(anon.schema('archive').from('films').select('title'))).toEqual([
      { title: 'Nosferatu' },
    ]);
    const { error, status } = await anon.schema('auth').from('users').select('*');
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: auth' });
  });
});

describe('preferences', () => {
  it('tx=rollback answers the write and keeps nothing of it', async () => {
    const response = await rest('writes?select=code', {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation, tx=rollback',
      },
      body: JSON.stringify({ code: 'rolled-back' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([{ code: 'rolled-back' }]);
    expect(response.headers.get('preference-applied')).toContain('tx=rollback');
    expect(await data(service.from('writes').select('code').eq('code', 'rolled-back'))).toEqual([]);
  });

  it('handling=strict takes missing=null, the default of absent columns, and lists it as applied', async () => {
    const response = await serviceRest('writes?select=code,note', {
      method: 'POST',
      body: JSON.stringify({ code: 'strict-null' }),
      prefer: 'return=representation, missing=null, handling=strict, tx=rollback',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([{ code: 'strict-null', note: null }]);
    expect(response.headers.get('preference-applied')).toContain('missing=null');
  });

  it('max-affected with handling=strict refuses a write over the limit and changes nothing', async () => {
    await data(service.from('writes').insert([{ code: 'a' }, { code: 'b' }, { code: 'c' }]));
    const response = await rest('writes?code=neq.none', {
      method: 'PATCH',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'handling=strict, max-affected=2',
      },
      body: JSON.stringify({ note: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST124' });
    expect(await data(service.from('writes').select('code').not('note', 'is', null))).toEqual([]);
  });

  it('an upsert answers 200 when it only updated, 201 when it inserted', async () => {
    const updated = await service
      .from('writes')
      .upsert({ code: 'a', note: 'again' }, { onConflict: 'code' })
      .select('code, note');
    expect(updated.status).toBe(200);
    const inserted = await service
      .from('writes')
      .upsert({ code: 'new' }, { onConflict: 'code' })
      .select('code');
    expect(inserted.status).toBe(201);
  });

  it('missing=default gives absent columns their default, in inserts and in the updates of an upsert', async () => {
    await data(service.from('writes').update({ qty: 1 }).eq('code', 'b'));
    const rows = await data(
      service
        .from('writes')
        .upsert(
          [
            { code: 'b', note: 'n' },
            { code: 'd', qty: 3 },
          ],
          { onConflict: 'code', defaultToNull: false },
        )
        .select('code, qty, note')
        .order('code'),
    );
    expect(rows).toEqual([
      { code: 'b', qty: 7, note: 'n' },
      { code: 'd', qty: 3, note: null },
    ]);
  });
});

describe('mutations', () => {
  it('inserts an object without keys as a row of defaults: the table and its grants judge it, never a 5xx', async () => {
    // A visitor has no insert grant: 401 and PostgreSQL's 42501, as PostgREST answers it, one object or many.
    for (const body of ['{}', '[{}]', '[{},{}]']) {
      const refused = await rest('films', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: '42501' });
    }
    // `writes.code` has no default: the row of defaults breaks its not-null constraint, a 400.
    const incomplete = await serviceRest('writes', { method: 'POST', body: '{}' });
    expect(incomplete.status).toBe(400);
    expect(await incomplete.json()).toMatchObject({ code: '23502' });
    expect(
      (await serviceRest('writes', { method: 'POST', body: '[{}]', prefer: 'missing=default' })).status,
    ).toBe(400);
  });

  it('refuses a bulk insert whose objects have different keys, unless columns names them', async () => {
    const body = JSON.stringify([{ code: 'keys-1' }, { code: 'keys-2', qty: 2 }]);
    const refused = await serviceRest('writes', { method: 'POST', body });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    expect(await data(service.from('writes').select('code').like('code', 'keys-*'))).toEqual([]);
    // With columns, a key outside them is ignored and a column a row leaves out is null (or its default).
    const inserted = await serviceRest('writes?columns=code,note&select=code,qty,note', {
      method: 'POST',
      body: JSON.stringify([
        { code: 'keys-3', qty: 9 },
        { code: 'keys-4', note: 'n' },
      ]),
      prefer: 'return=representation, missing=default',
    });
    expect(inserted.status).toBe(201);
    expect(await inserted.json()).toEqual([
      { code: 'keys-3', qty: 7, note: null },
      { code: 'keys-4', qty: 7, note: 'n' },
    ]);
  });

  it('reads a body by its Content-Type: CSV rows, form fields, and refuses a type it does not take', async () => {
    const csv = await rest('writes?select=code,qty,note', {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'text/csv',
        Prefer: 'return=representation',
      },
      body: 'code,qty,note\ncsv-1,3,"with, comma"\ncsv-2,4,NULL',
    });
    expect(csv.status).toBe(201);
    expect(await csv.json()).toEqual([
      { code: 'csv-1', qty: 3, note: 'with, comma' },
      { code: 'csv-2', qty: 4, note: null },
    ]);
    const form = await rest('writes?select=code,qty', {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Prefer: 'return=representation',
      },
      body: 'code=form-1&qty=5',
    });
    expect(await form.json()).toEqual([{ code: 'form-1', qty: 5 }]);
    // JSON sent as text/plain (fetch's default for a string body) is refused, as on hosted Supabase.
    const plain = await rest('writes', {
      method: 'POST',
      headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
      body: JSON.stringify({ code: 'plain-1' }),
    });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({
      code: 'PGRST102',
      message: 'Content-Type not acceptable: text/plain',
    });
  });

  it('PUT upserts the one row its primary key filter names, and refuses any other filter or key', async () => {
    const put = (path: string, body: unknown, prefer = 'return=representation') =>
      serviceRest(path, { method: 'PUT', body: JSON.stringify(body), prefer });
    const created = await put('writes?id=eq.500&select=id,code,note', { id: 500, code: 'put-1', note: 'a' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual([{ id: 500, code: 'put-1', note: 'a' }]);
    const replaced = await put('writes?id=eq.500&select=id,code,note', { id: 500, code: 'put-1', note: 'b' });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toEqual([{ id: 500, code: 'put-1', note: 'b' }]);
    expect((await put('writes?id=eq.500', { id: 500, code: 'put-1' }, 'return=minimal')).status).toBe(204);
    const otherKey = await put('writes?id=eq.500', { id: 501, code: 'put-2' });
    expect(otherKey.status).toBe(400);
    expect(await otherKey.json()).toMatchObject({ code: 'PGRST115' });
    const notByKey = await put('writes?code=eq.put-1', { id: 500, code: 'put-1' });
    expect(notByKey.status).toBe(405);
    expect(await notByKey.json()).toMatchObject({ code: 'PGRST105' });
    const limited = await put('writes?id=eq.500&limit=1', { id: 500, code: 'put-1' });
    expect(await limited.json()).toMatchObject({ code: 'PGRST114' });
    // As in PostgREST, the columns the body leaves out keep their value.
    expect(await data(service.from('writes').select('id, note').in('id', [500, 501]))).toEqual([
      { id: 500, note: 'b' },
    ]);
  });

  it('an update with columns sets those columns only: a key outside is ignored, one absent is null', async () => {
    await data(service.from('writes').insert({ code: 'cols-1', qty: 1, note: 'before' }));
    const updated = await serviceRest('writes?code=eq.cols-1&columns=note&select=code,qty,note', {
      method: 'PATCH',
      body: JSON.stringify({ qty: 50 }),
    });
    expect(await updated.json()).toEqual([{ code: 'cols-1', qty: 1, note: null }]);
    const defaulted = await serviceRest('writes?code=eq.cols-1&columns=qty,note&select=qty,note', {
      method: 'PATCH',
      body: JSON.stringify({ note: 'after' }),
      prefer: 'return=representation, missing=default',
    });
    expect(await defaulted.json()).toEqual([{ qty: 7, note: 'after' }]);
  });

  it('missing=default evaluates each default for every row, so a sequence advances once per row', async () => {
    // PostgREST builds each row as `defaults || row`: the id default (nextval) runs for a row that gives its id
    // too, so the next generated id skips one.
    const first = await data(
      service.from('writes').insert({ code: 'seq-1' }, { defaultToNull: false }).select('id').single(),
    );
    const rows = await data(
      service
        .from('writes')
        .insert(
          [
            { id: 1000, code: 'seq-2' },
            { code: 'seq-3', note: 'n' },
          ],
          { defaultToNull: false },
        )
        .select('id, code, qty, note'),
    );
    const start = (first as unknown as { id: number }).id;
    expect(rows).toEqual([
      { id: 1000, code: 'seq-2', qty: 7, note: null },
      { id: start + 2, code: 'seq-3', qty: 7, note: 'n' },
    ]);
  });
});

describe('functions', () => {
  it('passes the whole body to a single unnamed json parameter', async () => {
    expect(await data(anon.rpc('echo', { any: ['thing'] }))).toEqual({ any: ['thing'] });
  });

  it('passes a text/plain body to a single unnamed text parameter', async () => {
    const response = await rest('rpc/shout', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'olá, mundo',
    });
    expect(await response.json()).toBe('OLÁ, MUNDO');
  });

  it('refuses an overload it cannot choose with 300 PGRST203', async () => {
    const { error, status } = await anon.rpc('pick', { a: 1 });
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
    });
  });

  it('answers 404 PGRST202 for a call nothing matches, hinting at the closest function or parameters', async () => {
    const misspelt = await anon.rpc('films_snce', { y: 2005 });
    expect(misspelt.status).toBe(404);
    expect(misspelt.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.films_snce(y) in the schema cache',
      hint: 'Perhaps you meant to call the function public.films_since',
    });
    const wrongParameter = await anon.rpc('films_since', { yr: 2005 });
    expect(wrongParameter.error).toMatchObject({
      code: 'PGRST202',
      hint: 'Perhaps you meant to call the function public.films_since(y)',
    });
    const unlike = await anon.rpc('zzz');
    expect(unlike.error).toMatchObject({ code: 'PGRST202', hint: null });
  });

  it('counts all the scalars a function returns, not the page: 206 with the total', async () => {
    const page = await anon.rpc('numbers', {}, { count: 'exact', get: true }).limit(3);
    expect(page).toMatchObject({ status: 206, count: 10, data: [1, 2, 3] });
  });

  it('runs a function once when its rows are also counted', async () => {
    const called = await service
      .rpc('record_call', { code: 'counted-call' }, { count: 'exact' })
      .select('code');
    expect(called).toMatchObject({ status: 200, count: 1, data: [{ code: 'counted-call' }] });
    expect(await data(service.from('writes').select('code').eq('code', 'counted-call'))).toHaveLength(1);
  });

  it("hands the database the request's method, path, headers and cookies, as PostgREST does", async () => {
    const response = await rest('rpc/request_info', { headers: { 'x-probe': 'yes', Cookie: 'a=1; b=two' } });
    expect(await response.json()).toEqual({
      method: 'GET',
      path: '/rpc/request_info',
      probe: 'yes',
      cookies: { a: '1', b: 'two' },
      role: 'anon',
    });
  });

  it('Prefer: timezone=... sets the time zone the answer is written in', async () => {
    const response = await rest('rpc/noon', { headers: { Prefer: 'timezone=America/Sao_Paulo' } });
    expect(await response.json()).toBe('2026-01-01T09:00:00-03:00');
    expect(response.headers.get('preference-applied')).toBe('timezone=America/Sao_Paulo');
    expect(await (await rest('rpc/noon')).json()).toBe('2026-01-01T12:00:00+00:00');
  });

  it('counts, filters and embeds the rows a function returns', async () => {
    const { data: rows, count } = await anon
      .rpc('films_since', { y: 2005 }, { count: 'exact' })
      .select('title, directors!director_id(last_name)')
      .order('year');
    expect(count).toBe(3);
    expect(rows).toEqual([
      { title: 'Ensaio sobre a Cegueira', directors: { last_name: 'Meirelles' } },
      { title: 'Que Horas Ela Volta?', directors: { last_name: 'Muylaert' } },
      { title: 'Bacurau', directors: { last_name: 'Mendonça' } },
    ]);
  });
});

describe('media types', () => {
  it('answers text/csv with a header and Postgres text values', async () => {
    const csv = await data(anon.from('films').select('id, title').in('id', [2, 4]).order('id').csv());
    expect(csv).toBe('id,title\n2,"Cidade de Deus"\n4,Bacurau');
  });

  it('explains with verbose and settings: the plan, its query identifier and the search_path of the call', async () => {
    const response = await rest('films?select=id', {
      headers: { Accept: 'application/vnd.pgrst.plan+json; options=verbose|settings' },
    });
    expect(response.status).toBe(200);
    const [plan] = (await response.json()) as Record<string, unknown>[];
    expect(plan).toMatchObject({
      Plan: expect.any(Object),
      'Query Identifier': expect.any(Number),
      Settings: expect.objectContaining({ search_path: '"public", "public", "extensions"' }),
    });
  });

  it('answers the first media type of Accept it produces, by quality, as PostgREST negotiates', async () => {
    const json = await rest('films?select=id&id=eq.2', { headers: { Accept: 'application/json, text/csv' } });
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json.json()).toEqual([{ id: 2 }]);
    const csv = await rest('films?select=id&id=eq.2', {
      headers: { Accept: 'application/json;q=0.5, text/csv' },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toBe('id\n2');
    const fallback = await rest('films?select=id&id=eq.2', {
      headers: { Accept: 'application/geo+json, application/vnd.pgrst.object+json' },
    });
    expect(await fallback.json()).toEqual({ id: 2 });
  });

  it('strips nulls only for its own array and object types, and takes no wildcard subtype', async () => {
    const kept = await rest('films?select=id,co_director_id&id=eq.1', {
      headers: { Accept: 'application/json; nulls=stripped' },
    });
    expect(await kept.json()).toEqual([{ id: 1, co_director_id: null }]);
    const stripped = await rest('films?select=id,co_director_id&id=eq.1', {
      headers: { Accept: 'application/vnd.pgrst.array+json; nulls=stripped' },
    });
    expect(await stripped.json()).toEqual([{ id: 1 }]);
    const wildcard = await rest('films?select=id', { headers: { Accept: 'application/*' } });
    expect(wildcard.status).toBe(406);
    expect(await wildcard.json()).toMatchObject({ code: 'PGRST107' });
  });

  it('refuses a media type it does not produce with 406, naming it', async () => {
    const response = await rest('films', { headers: { Accept: 'application/geo+json' } });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({
      code: 'PGRST107',
      message: expect.stringContaining('application/geo+json'),
    });
  });
});
