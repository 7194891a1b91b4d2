import { isTypeName } from './casts.ts';
import { RestError } from './errors.ts';
import { Params, quoteIdent } from './build-sql.ts';
import {
  parseColumnsParam,
  parseCondition,
  parseLogic,
  parseOrder,
  type Filter,
  type OrderItem,
} from './parse.ts';
import { ReadCompiler, type Env, type Source } from './render.ts';
import type { ParsedQuery } from './request.ts';
import { parseSelect, type SelectNode } from './select.ts';

// Hostile request text against the REST grammar: every piece either becomes a quoted identifier or a bound
// parameter, or is refused with PostgREST's 400 (PGRST100). None of it reaches SQL as written.

const injections = [
  `text from ponto_encontro where false union all select rolname from pg_roles union all select local`,
  `text; drop table clientes; --`,
  `text) union select 1 --`,
  `text/**/from/**/pg_roles`,
  `"text"`,
  `text::text`,
  `int4 collate "C"`,
  `varchar(10)`,
  `text\u0000`,
  `tëxt`,
  `${'a'.repeat(70)} from x`,
];

const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof RestError && error.status === 400 && error.code === 'PGRST100';
  }
  return false;
};

describe('casts are type names and nothing else', () => {
  it.each(injections)('refuses the cast %j', (cast) => {
    expect(isTypeName(cast)).toBe(false);
    expect(refused(() => parseSelect(`local::${cast}`))).toBe(true);
  });

  it.each([
    'text',
    'int',
    'int4',
    'numeric',
    'jsonb',
    'text[]',
    'double precision',
    'timestamp with time zone',
  ])('accepts the type name %j', (cast) => {
    expect(isTypeName(cast)).toBe(true);
    expect(parseSelect(`local::${cast}`)).toEqual([
      { kind: 'field', field: { column: 'local', path: [] }, alias: undefined, cast },
    ]);
  });
});

// The compiler needs the catalog only for embedded resources and computed fields: here, an empty one.
const env: Env = {
  tx: undefined as never,
  schemas: ['public'],
  cache: async () => ({
    relation: () => undefined,
    relationshipsFrom: () => [],
    computedField: () => undefined,
  }),
};
const source = (columns: string[] | null, name = 't'): Source => ({
  from: `"public".${quoteIdent(name)}`,
  alias: name,
  schema: 'public',
  name,
  columns: columns && new Map(columns.map((c) => [c, 'text'])),
});
const rel = source(['local'], 'ponto_encontro');
const open = source(null);

async function compile(
  from: Source,
  select: SelectNode[],
  level: { filters?: Filter[]; order?: OrderItem[] } = {},
  params = new Params(),
): Promise<string> {
  const query: ParsedQuery = {
    select,
    filters: level.filters ?? [],
    order: level.order ?? [],
    embedded: new Map(),
    other: [],
  };
  return (await new ReadCompiler(env, query, params).root(from)).sql;
}

const filterSql = async (filter: Filter, params: Params) =>
  (
    await new ReadCompiler(
      env,
      { select: [], filters: [], order: [], embedded: new Map(), other: [] },
      params,
    ).conditions(open, [filter])
  )[0]!;

describe('identifiers are quoted wherever request text names a column, alias or table', () => {
  it.each([
    ['a column with a quote', 'local"; drop table x; --', '"t"."local""; drop table x; --"'],
    ['a column with a comment', 'local/**/', '"t"."local/**/"'],
    ['a column with a newline', 'local\nunion', '"t"."local\nunion"'],
  ])('%s', async (_what, column, sql) => {
    const select: SelectNode[] = [{ kind: 'field', field: { column, path: [] } }];
    expect(await compile(open, select)).toContain(`select ${sql} as `);
  });

  it('an alias is quoted, so it cannot end the select list', async () => {
    expect(await compile(rel, parseSelect('"x from pg_roles --":local'))).toBe(
      'select "ponto_encontro"."local" as "x from pg_roles --" from "public"."ponto_encontro" as "ponto_encontro"',
    );
  });

  it('a column the table does not have is refused before any SQL is written', async () => {
    await expect(compile(rel, parseSelect('rolname'))).rejects.toThrow(
      /column ponto_encontro.rolname does not exist/,
    );
  });

  it('a JSON path key is a bound parameter', async () => {
    const params = new Params();
    const sql = await compile(open, parseSelect(`local->>"x') from pg_roles --"`), {}, params);
    expect(sql).toContain('("t"."local"->>$1::text)');
    expect(params.values).toEqual([`x') from pg_roles --`]);
  });

  it('quoteIdent doubles every quote', () => {
    expect(quoteIdent('a"b""c')).toBe('"a""b""""c"');
  });
});

describe('values are bound parameters, never SQL text', () => {
  it.each([
    ['eq', `eq.x' or '1'='1`],
    ['like', `like.*'; select pg_sleep(10); --`],
    ['in', `in.(a,"b') or true --",c)`],
    ['fts config', `fts(english).x`],
    ['cs', `cs.{a,b}') or true --`],
    ['like(any)', `like(any).{*'; select pg_sleep(10); --,b}`],
  ])('%s', async (_what, text) => {
    const params = new Params();
    const sql = await filterSql(parseCondition('local', text), params);
    expect(sql).not.toMatch(/pg_sleep|or true|'1'='1/);
    expect(sql).toMatch(/\$1/);
    expect(params.values.length).toBeGreaterThan(0);
  });

  it('an or-tree of hostile values stays parameters at every depth', async () => {
    const params = new Params();
    const tree = parseLogic('or', `(local.eq.a' --,and(local.neq."b) or (1=1",local.not.like.*x*))`);
    const sql = await filterSql(tree, params);
    expect(sql).toBe(`("t"."local" = $1) or (("t"."local" <> $2) and (not ("t"."local" like $3)))`);
    expect(params.values).toEqual([`a' --`, 'b) or (1=1', '%x%']);
  });
});

describe('everything else is refused with PGRST100', () => {
  it.each([
    ['an unknown operator', () => parseCondition('local', 'union.select')],
    ['a function call as a filter operator', () => parseCondition('local', 'eq(pg_sleep(1)).x')],
    ['is with anything but its keywords', () => parseCondition('local', 'is.null; drop table x')],
    ['in without parentheses', () => parseCondition('local', 'in.1,2')],
    ['unbalanced parentheses in a logic tree', () => parseLogic('or', '(local.eq.1,and(local.eq.2)')],
    ['a logic key that is not and/or', () => parseLogic('union', '(local.eq.1)')],
    ['a quantifier on an operator without one', () => parseCondition('local', 'is(any).{null}')],
    ['a spread without a resource', () => parseSelect('...local')],
    ['an order direction that is not one', () => parseOrder('local.desc.asc.nullsfirst')],
    ['a JSON path in columns=', () => parseColumnsParam('local->>x')],
    ['a function call in columns=', () => parseColumnsParam('lower(local)')],
  ])('%s', (_what, run) => {
    expect(refused(run)).toBe(true);
  });

  it('order by quotes the column and only writes asc/desc/nulls itself', async () => {
    expect(
      await compile(open, parseSelect('*'), { order: parseOrder('"x desc; drop table y".desc.nullslast') }),
    ).toContain(' order by "t"."x desc; drop table y" desc nulls last');
  });
});
