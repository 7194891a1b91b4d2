/**
 * Supabase's database linter, splinter, against a migrated database, and our rule for what it finds: every ERROR
 * or WARN is explained by a comment in the migration that causes it, naming the lint and the object, e.g.
 *
 *   -- splinter rls_enabled_no_policy on public.analytics_events: service role only, by design
 *
 * splinter runs as `dblint` of @postgrestools/postgrestools (Supabase community's Postgres tools, MIT or
 * Apache-2.0), which bundles splinter's queries; splinter's own repository carries no licence, so its SQL is
 * not copied here. Two newer splinter lints that the bundled version lacks (0028, 0029: SECURITY DEFINER
 * functions the API roles may execute) are checked by our own query below until the tool has them.
 *
 * `tsx scripts/splinter.ts <connection string>` prints the findings and exits 1 on an unexplained one
 * (scripts/check-migrations-pg15.sh); tests/integration/schema/schema-lint.test.ts runs it on PGlite.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export type Level = 'ERROR' | 'WARN' | 'INFO';
export type Finding = { lint: string; level: Level; object: string; message: string };

const root = path.resolve(import.meta.dirname, '..');
// The package's launcher (a Node script that picks the platform's binary), run by Node: .bin shims differ on Windows.
const tool = path.join(root, 'node_modules', '@postgrestools', 'postgrestools', 'bin', 'postgrestools');
const config = path.join(import.meta.dirname, 'splinter', 'postgres-language-server.jsonc');
export const migrationsDir = path.join(root, 'supabase', 'migrations');

/** Supabase's API exposes these schemas (PostgREST's db_schemas); splinter's API lints read the setting. */
export const exposedSchemasSetting = `set pgrst.db_schemas = 'public, graphql_public'`;

const levels: Record<string, Level> = { error: 'ERROR', warning: 'WARN', information: 'INFO', info: 'INFO' };
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type Diagnostic = { severity: string; message: string; category: string };

/** splinter's findings, as dblint reports them (its JSON reporter). */
export async function runSplinter(connectionString: string): Promise<Finding[]> {
  const args = [tool, 'dblint', '--config-path', config, '--connection-string', connectionString];
  args.push('--reporter=json', '--max-diagnostics=none', '--diagnostic-level=info', '--colors=off');
  // dblint exits 1 when it found an ERROR: its report is on stdout all the same.
  const { stdout, stderr } = await promisify(execFile)(process.execPath, args, {
    timeout: 60_000,
    maxBuffer: 16 << 20,
  }).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? String(error),
  }));
  const report = stdout.split('\n').find((line) => line.startsWith('{"summary"'));
  if (!report) throw new Error(`dblint gave no report:\n${stdout}\n${stderr}`);
  const { diagnostics } = JSON.parse(report) as { diagnostics: Diagnostic[] };
  return diagnostics.map((diagnostic) => {
    const [, , rule = diagnostic.category] = diagnostic.category.split('/');
    if (!diagnostic.category.startsWith('splinter/')) {
      throw new Error(`dblint reported something other than splinter: ${diagnostic.category}`);
    }
    const message = diagnostic.message.replaceAll('\\`', '`');
    return {
      lint: snakeCase(rule),
      level: levels[diagnostic.severity] ?? 'ERROR',
      object: /`([^`]+)`/.exec(message)?.[1] ?? '',
      message,
    };
  });
}

/** splinter 0028/0029, which the bundled version predates: SECURITY DEFINER functions in an exposed schema
 * that anon or authenticated may execute (through /rest/v1/rpc, bypassing RLS). Our query, same names. */
export const newerLintsSql = `
  select r.lint, 'WARN' as level, n.nspname || '.' || p.proname as object,
         format('Function %s is SECURITY DEFINER and executable by %s', p.oid::regprocedure, r.role) as message
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  cross join (values ('anon', 'anon_security_definer_function_executable'),
                     ('authenticated', 'authenticated_security_definer_function_executable')) as r (role, lint)
  where p.prosecdef
    and pg_catalog.has_function_privilege(r.role, p.oid, 'EXECUTE')
    and n.nspname = any (string_to_array(replace(current_setting('pgrst.db_schemas', true), ' ', ''), ','))
  order by 3, 1`;

/** `lint object` pairs explained by a `-- splinter <lint> on <object>: <why>` comment in a migration. */
export function explanations(dir = migrationsDir): Set<string> {
  const explained = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const match of text.matchAll(/--\s*splinter\s+([a-z0-9_]+)\s+on\s+([\w.]+)\s*:\s*\S/g)) {
      explained.add(`${match[1]} ${match[2]}`);
    }
  }
  return explained;
}

/** The ERROR and WARN findings no migration explains. */
export function unexplained(findings: Finding[], explained = explanations()): Finding[] {
  return findings.filter(
    (finding) => finding.level !== 'INFO' && !explained.has(`${finding.lint} ${finding.object}`),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const connectionString = process.argv[2];
  if (!connectionString) {
    console.error('Usage: tsx scripts/splinter.ts <connection string>');
    process.exit(2);
  }
  const newer = await promisify(execFile)('psql', [
    connectionString,
    '-XAtq',
    '-c',
    `${exposedSchemasSetting}; select coalesce(json_agg(f), '[]') from (${newerLintsSql}) f`,
  ]);
  const findings = [...(await runSplinter(connectionString)), ...(JSON.parse(newer.stdout) as Finding[])];
  const open = new Set(unexplained(findings));
  for (const finding of findings) {
    const mark = finding.level === 'INFO' ? ' ' : open.has(finding) ? '✗' : '✓';
    console.log(
      `${mark} ${finding.level.padEnd(5)} ${finding.lint} on ${finding.object}: ${finding.message}`,
    );
  }
  if (open.size > 0) {
    console.error(
      `\n${open.size} ERROR/WARN finding(s) no migration explains (-- splinter <lint> on <object>: why)`,
    );
    process.exit(1);
  }
  console.log(`splinter: ${findings.length} findings, every ERROR and WARN explained`);
}
