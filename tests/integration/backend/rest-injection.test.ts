import { startTestBackend, type TestBackend } from '../../helpers/backend.ts';

// Issue 14, finding 1: the select list's cast reached SQL as written, and anon read the catalog through it.
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

const get = (path: string) =>
  fetch(`${backend.url}/rest/v1/${path}`, { headers: { apikey: backend.anonKey } });

describe('REST select casts', () => {
  it('refuses the catalog-reading cast with a 400, and answers no role name', async () => {
    const attack = encodeURIComponent(
      'local::text from ponto_encontro where false union all select rolname from pg_roles union all select local',
    );
    const response = await get(`ponto_encontro?select=${attack}`);
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({
      code: 'PGRST100',
      message: expect.stringMatching(/Invalid cast/),
    });
    expect(text).not.toMatch(/postgres|service_role|authenticated/);
  });

  it.each([
    ['a function source', 'local::text from pg_proc union select prosrc'],
    ['a comment', 'local::text--'],
    ['a statement', 'local::text;select 1'],
  ])('refuses %s in a cast', async (_what, cast) => {
    expect((await get(`ponto_encontro?select=${encodeURIComponent(cast)}`)).status).toBe(400);
  });

  it('refuses a type the catalog does not have, and keeps real casts working', async () => {
    const unknown = await get('ponto_encontro?select=local::nosuchtype');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'PGRST100' });

    const response = await get('ponto_encontro?select=id::text,local::varchar&order=id.asc&limit=1');
    expect(response.status).toBe(200);
    const [row] = (await response.json()) as { id: unknown; local: unknown }[];
    expect(typeof row?.id).toBe('string');
    expect(typeof row?.local).toBe('string');
  });
});
