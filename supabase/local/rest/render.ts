import type { Transaction } from '@electric-sql/pglite';
import { quoteIdent, type Params } from './build-sql.ts';
import { RestError, unknownColumn } from './errors.ts';
import { parseList, type Condition, type Filter, type OrderItem } from './parse.ts';
import type { Level, ParsedQuery } from './request.ts';
import {
  loadSchemaCache,
  resolveRelationship,
  type RelationInfo,
  type Relationship,
  type SchemaCache,
} from './schema-cache.ts';
import { fieldKey, type EmbedItem, type FieldItem, type FieldPath, type SelectNode } from './select.ts';

/**
 * Compiles a read (a table, a view, a write's returned rows, a function's rows) with its select tree, embedded
 * resources, filters, order and page into one parameterised SQL query, run under the caller's role so row level
 * security applies at every level. Embedded resources are lateral subqueries: a to-one resource is an object
 * (row_to_json), a to-many one an array (json_agg), a spread one adds its columns to its parent.
 */

/**
 * What a request can see: its transaction, the exposed schemas and, loaded on first need, the schema cache; and
 * for reads and function calls, the most rows each level answers (max_rows; writes return all they wrote).
 */
export type Env = { tx: Transaction; schemas: string[]; maxRows?: number; cache(): Promise<SchemaCache> };

export function createEnv(tx: Transaction, schemas: string[], maxRows?: number): Env {
  let cache: Promise<SchemaCache> | undefined;
  return { tx, schemas, maxRows, cache: () => (cache ??= loadSchemaCache(tx, schemas)) };
}

/** A relation as a read sees it; `columns` null when unknown (a function returning `record`). */
export type Source = {
  /** The FROM item: `"public"."users"`, `"_w"`, `"public"."fn"(...)`. */
  from: string;
  alias: string;
  schema: string;
  name: string;
  columns: Map<string, string> | null;
};

type Compiled = { sql: string; keys: string[] | null };

type NodeInput = {
  source: Source;
  select: SelectNode[];
  level: Level;
  /** Where this level's embedded levels are found in the query: '' for the root. */
  path: string;
  depth: number;
  /** The condition joining this level to its parent row. */
  join?: string;
  page: boolean;
  countOnly?: boolean;
};

type PlannedEmbed = {
  item: EmbedItem;
  key: string;
  lateral: string;
  relationship: Relationship;
  child: Source;
  join: string;
};

const emptyLevel = (): Level => ({ filters: [], order: [] });

export class ReadCompiler {
  constructor(
    private readonly env: Env,
    private readonly query: ParsedQuery,
    readonly params: Params,
  ) {}

  /** The rows of the root level. */
  root(source: Source, options: { page: boolean; countOnly?: boolean } = { page: true }): Promise<Compiled> {
    return this.node({
      source,
      select: this.query.select,
      level: this.query,
      path: '',
      depth: 0,
      page: options.page,
      countOnly: options.countOnly,
    });
  }

  /** The SQL of filters on a relation (the WHERE of an update or delete). */
  async conditions(source: Source, filters: Filter[]): Promise<string[]> {
    const out: string[] = [];
    for (const filter of filters) out.push(await this.filterSql(source, filter, []));
    return out;
  }

  private async relationOf(source: Source): Promise<RelationInfo> {
    const rel = (await this.env.cache()).relation(source.schema, source.name);
    if (!rel)
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship for '${source.name}' in the schema cache`,
      );
    return rel;
  }

  /** `"alias"."column"` with its JSON path, or a computed field of the row; 42703 for an unknown name. */
  private async fieldSql(source: Source, field: FieldPath): Promise<string> {
    let sql: string;
    if (source.columns === null || source.columns.has(field.column)) {
      sql = `${quoteIdent(source.alias)}.${quoteIdent(field.column)}`;
    } else {
      const rel = (await this.env.cache()).relation(source.schema, source.name);
      const computed = rel && (await this.env.cache()).computedField(rel, field.column);
      if (!computed) throw unknownColumn(source.alias, field.column);
      sql = `${quoteIdent(computed.schema)}.${quoteIdent(computed.name)}(${quoteIdent(source.alias)})`;
    }
    for (const step of field.path) {
      const key = /^-?\d+$/.test(step.key)
        ? `${this.params.add(Number(step.key))}::int`
        : `${this.params.add(step.key)}::text`;
      sql = `(${sql}${step.arrow}${key})`;
    }
    return sql;
  }

  private async conditionSql(source: Source, c: Condition): Promise<string> {
    const ref = await this.fieldSql(source, c.field);
    let sql: string;
    if (c.op === 'is') {
      const value = c.value.toLowerCase();
      sql = `${ref} is ${{ null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[value]}`;
    } else if (c.op === 'in') {
      const values = parseList(c.value);
      sql =
        values.length === 0
          ? 'false'
          : `${ref} = any(${this.params.add(`{${values.map(arrayItem).join(',')}}`)})`;
    } else if (textSearch[c.op]) {
      const config = c.config ? `${this.params.add(c.config)}::regconfig, ` : '';
      sql = `${ref} @@ ${textSearch[c.op]}(${config}${this.params.add(c.value)})`;
    } else if (c.quantifier) {
      const items = parseList(`(${c.value.slice(1, -1)})`).map((v) =>
        likeOps.has(c.op) ? v.replace(/\*/g, '%') : v,
      );
      sql = `${ref} ${comparison[c.op]} ${c.quantifier}(${this.params.add(`{${items.map(arrayItem).join(',')}}`)})`;
    } else {
      const value = likeOps.has(c.op) ? c.value.replace(/\*/g, '%') : c.value;
      const bound = c.op === 'ov' && /^\(.*\)$/.test(value) ? `{${value.slice(1, -1)}}` : value;
      sql = `${ref} ${comparison[c.op]} ${this.params.add(bound)}`;
    }
    return c.negate ? `not (${sql})` : sql;
  }

  private async filterSql(source: Source, filter: Filter, embeds: PlannedEmbed[]): Promise<string> {
    if (filter.kind === 'condition') {
      const embed =
        filter.field.path.length === 0 ? embeds.find((e) => e.key === filter.field.column) : undefined;
      if (embed && filter.op === 'is') return this.embedNullSql(embed, filter);
      return this.conditionSql(source, filter);
    }
    const parts: string[] = [];
    for (const child of filter.children) parts.push(`(${await this.filterSql(source, child, embeds)})`);
    const joined = parts.join(` ${filter.op} `);
    return filter.negate ? `not (${joined})` : joined;
  }

  /** `rel=is.null` / `rel=not.is.null`: parents without (or with) the embedded resource. */
  private embedNullSql(embed: PlannedEmbed, c: Condition): string {
    const value = c.value.toLowerCase();
    if (value !== 'null' && value !== 'not_null')
      throw new RestError(
        400,
        'PGRST100',
        `"failed to parse filter (is.${c.value})"`,
        'an embedded resource is null or not',
      );
    const wantsNull = (value === 'null') !== c.negate;
    const present = this.presentSql(embed);
    return wantsNull ? `not (${present})` : present;
  }

  private presentSql(embed: PlannedEmbed): string {
    const lateral = quoteIdent(embed.lateral);
    if (embed.item.spread) return `${lateral}."__present" is not null`;
    return embed.relationship.toOne
      ? `${lateral}."body" is not null`
      : `json_array_length(${lateral}."body") > 0`;
  }

  private async planEmbed(source: Source, item: EmbedItem, depth: number): Promise<PlannedEmbed> {
    const cache = await this.env.cache();
    const parent = await this.relationOf(source);
    const relationship = resolveRelationship(cache, parent, item.name, item.hint);
    const target = relationship.target;
    const alias = `${target.name}_${depth + 1}`;
    const child: Source = {
      from:
        relationship.kind === 'computed'
          ? `${quoteIdent(relationship.function.schema)}.${quoteIdent(relationship.function.name)}(${quoteIdent(source.alias)})`
          : `${quoteIdent(target.schema)}.${quoteIdent(target.name)}`,
      alias,
      schema: target.schema,
      name: target.name,
      columns: target.columns,
    };
    const p = quoteIdent(source.alias);
    const c = quoteIdent(alias);
    let join = 'true';
    if (relationship.kind === 'fk') {
      join = relationship.sourceColumns
        .map((column, i) => `${c}.${quoteIdent(relationship.targetColumns[i]!)} = ${p}.${quoteIdent(column)}`)
        .join(' and ');
    } else if (relationship.kind === 'm2m') {
      const j = quoteIdent(`${relationship.junction.name}_${depth + 1}`);
      const { sourceFk, targetFk } = relationship;
      const on = [
        ...sourceFk.sourceColumns.map(
          (col, i) => `${j}.${quoteIdent(col)} = ${p}.${quoteIdent(sourceFk.targetColumns[i]!)}`,
        ),
        ...targetFk.sourceColumns.map(
          (col, i) => `${j}.${quoteIdent(col)} = ${c}.${quoteIdent(targetFk.targetColumns[i]!)}`,
        ),
      ];
      join = `exists (select 1 from ${quoteIdent(relationship.junction.schema)}.${quoteIdent(relationship.junction.name)} as ${j} where ${on.join(' and ')})`;
    }
    const key = item.alias ?? item.name;
    return {
      item,
      key,
      lateral: `${source.name}_${item.alias ?? item.name}_${depth + 1}`,
      relationship,
      child,
      join,
    };
  }

  private async lateralSql(planned: PlannedEmbed, path: string, depth: number): Promise<Compiled> {
    const childPath = path ? `${path}.${planned.key}` : planned.key;
    const compiled = await this.node({
      source: planned.child,
      select: planned.item.select,
      level: this.query.embedded.get(childPath) ?? emptyLevel(),
      path: childPath,
      depth: depth + 1,
      join: planned.join,
      page: true,
    });
    const lateral = quoteIdent(planned.lateral);
    const x = quoteIdent(`${planned.lateral}_x`);
    let inner: string;
    if (planned.item.spread) {
      const keys = compiled.keys ?? [];
      if (planned.relationship.toOne)
        inner = `select ${x}.*, true as "__present" from (${compiled.sql}) as ${x}`;
      else {
        const columns = keys.map(
          (k) => `coalesce(json_agg(${x}.${quoteIdent(k)}), '[]') as ${quoteIdent(k)}`,
        );
        inner = `select ${[...columns, 'case when count(*) > 0 then true end as "__present"'].join(', ')} from (${compiled.sql}) as ${x}`;
      }
    } else if (planned.relationship.toOne) {
      inner = `select row_to_json(${x}) as "body" from (${compiled.sql}) as ${x}`;
    } else {
      inner = `select coalesce(json_agg(${x}), '[]') as "body" from (${compiled.sql}) as ${x}`;
    }
    const joinType = planned.item.join === 'inner' ? 'inner' : 'left';
    return { sql: ` ${joinType} join lateral (${inner}) as ${lateral} on true`, keys: compiled.keys };
  }

  private async node(input: NodeInput): Promise<Compiled> {
    const { source, level, depth, path } = input;
    const columns: string[] = [];
    const keys: string[] = [];
    const groupBy: string[] = [];
    let aggregated = false;
    let unknownKeys = false;
    const embeds: PlannedEmbed[] = [];
    const laterals: string[] = [];
    const where: string[] = [];
    if (input.join) where.push(input.join);

    for (const item of input.select) {
      if (item.kind === 'star') {
        columns.push(`${quoteIdent(source.alias)}.*`);
        groupBy.push(`${quoteIdent(source.alias)}.*`);
        if (source.columns) keys.push(...source.columns.keys());
        else unknownKeys = true;
      } else if (item.kind === 'field') {
        const { sql, key, isAggregate } = await this.selectField(source, item, depth);
        columns.push(`${sql} as ${quoteIdent(key)}`);
        keys.push(key);
        if (isAggregate) aggregated = true;
        else groupBy.push(sql);
      } else {
        const planned = await this.planEmbed(source, item, depth);
        embeds.push(planned);
        const lateral = await this.lateralSql(planned, path, depth);
        laterals.push(lateral.sql);
        const l = quoteIdent(planned.lateral);
        if (item.join === 'inner') where.push(this.presentSql(planned));
        if (item.spread) {
          for (const key of lateral.keys ?? []) {
            columns.push(`${l}.${quoteIdent(key)} as ${quoteIdent(key)}`);
            groupBy.push(`${l}.${quoteIdent(key)}`);
            keys.push(key);
          }
        } else if (item.select.length > 0) {
          columns.push(`${l}."body" as ${quoteIdent(planned.key)}`);
          groupBy.push(`${l}."body"::text`);
          keys.push(planned.key);
        }
      }
    }
    for (const filter of level.filters) where.push(await this.filterSql(source, filter, embeds));

    const selectList = input.countOnly ? '1' : columns.length > 0 ? columns.join(', ') : 'null as "__empty"';
    let sql = `select ${selectList} from ${source.from} as ${quoteIdent(source.alias)}${laterals.join('')}`;
    if (where.length > 0) sql += ` where ${where.map((w) => `(${w})`).join(' and ')}`;
    if (aggregated && groupBy.length > 0 && !input.countOnly) sql += ` group by ${groupBy.join(', ')}`;
    if (!input.countOnly) {
      const order = await this.orderSql(source, level.order, embeds);
      if (order) sql += ` order by ${order}`;
    }
    if (input.page && !input.countOnly) {
      const max = this.env.maxRows;
      const limit = max === undefined ? level.limit : Math.min(level.limit ?? max, max);
      if (limit !== undefined) sql += ` limit ${this.params.add(limit)}`;
      if (level.offset) sql += ` offset ${this.params.add(level.offset)}`;
    }
    return { sql, keys: unknownKeys ? null : keys };
  }

  private async selectField(
    source: Source,
    item: FieldItem,
    depth: number,
  ): Promise<{ sql: string; key: string; isAggregate: boolean }> {
    const key = fieldKey(item);
    const cast = (sql: string, type: string | undefined) => (type ? `(${sql})::${type}` : sql);
    if (item.aggregate) {
      if (item.field.column === '') return { sql: cast('count(*)', item.cast), key, isAggregate: true };
      const input = cast(await this.fieldSql(source, item.field), item.aggregate.inputCast);
      return { sql: cast(`${item.aggregate.name}(${input})`, item.cast), key, isAggregate: true };
    }
    // `rel(count)`: the legacy count of an embedded resource, unless the resource has a column named count.
    if (
      depth > 0 &&
      item.field.column === 'count' &&
      item.field.path.length === 0 &&
      source.columns !== null &&
      !source.columns.has('count')
    ) {
      return { sql: cast('count(*)', item.cast), key: item.alias ?? 'count', isAggregate: true };
    }
    return { sql: cast(await this.fieldSql(source, item.field), item.cast), key, isAggregate: false };
  }

  private async orderSql(source: Source, order: OrderItem[], embeds: PlannedEmbed[]): Promise<string> {
    const items: string[] = [];
    for (const o of order) {
      let ref: string;
      if (o.embed !== undefined) {
        const embed = embeds.find((e) => e.key === o.embed);
        if (!embed || !embed.relationship.toOne) {
          throw new RestError(
            400,
            'PGRST118',
            `A related order on '${o.embed}' is not possible`,
            `'${o.embed}' is not an embedded to-one resource of '${source.name}'`,
          );
        }
        ref = `(select ${await this.fieldSql(embed.child, o.field)} from ${embed.child.from} as ${quoteIdent(embed.child.alias)} where ${embed.join} limit 1)`;
      } else ref = await this.fieldSql(source, o.field);
      items.push(`${ref} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`);
    }
    return items.join(', ');
  }
}

/** An array literal item, quoted so commas, braces and quotes in values stay inside it. */
const arrayItem = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

const likeOps = new Set<Condition['op']>(['like', 'ilike']);

const comparison: Partial<Record<Condition['op'], string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const textSearch: Partial<Record<Condition['op'], string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
