import {
  exposedSchemasSetting,
  newerLintsSql,
  runSplinter,
  unexplained,
  type Finding,
} from '../../../scripts/splinter.ts';
import { db, withSchemaDatabase } from '../../helpers/schema-database.ts';
import { serveOverWire, type WireServer } from '../../helpers/pglite-wire.ts';

withSchemaDatabase({ people: false });

const tablesWithoutRls = `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`;

const definerFunctionsWithoutFixedSearchPath = `select p.proname from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prosecdef and not coalesce('search_path=""' = any(p.proconfig), false)`;

const policiesCallingAuthUidPerRow = `select policyname from pg_policies where schemaname = 'public'
  and regexp_replace(coalesce(qual, '') || coalesce(with_check, ''), '\\(\\s*SELECT auth\\.uid\\(\\)', '', 'gi')
    ~* 'auth\\.uid\\('`;

const expectedTables = [
  'Hoteis',
  'analytics_daily_summary',
  'analytics_events',
  'analytics_page_views',
  'analytics_rate_buckets',
  'booking_requests',
  'card_payments_to_refund',
  'clientes',
  'credit_lots',
  'credit_movements',
  'cupom_usos',
  'cupons',
  'departure_capacity',
  'email_outbox',
  'embarques',
  'itinerarios',
  'operator_audit',
  'pedido_site',
  'pix_charges',
  'ponto_encontro',
  'refunds',
  'signup_check_buckets',
  'signup_check_secret',
  'stripe_checkout_sessions',
  'stripe_webhook_events',
  'tour_capacity',
  'tour_sales_cutoff',
  'user_roles',
  'vale_presente_tentativas',
  'vales_presente',
];

// Project rules, stricter than splinter's lints of the same kind (below): these allow no exception.
describe('schema lint', () => {
  it('has the spec tables in public', async () => {
    const { rows } = await db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname collate "C"`,
    );
    expect(rows.map((row) => row.relname)).toEqual(expectedTables);
  });

  it('every public table has row level security enabled', async () => {
    const { rows } = await db.query(tablesWithoutRls);
    expect(rows).toEqual([]);
  });

  it('every security-definer function in public has a fixed, empty search_path', async () => {
    const { rows } = await db.query(definerFunctionsWithoutFixedSearchPath);
    expect(rows).toEqual([]);
  });

  it('the lint queries do catch offenders', async () => {
    await db.transaction(async (tx) => {
      await tx.exec(`
        create table public.lint_probe (id int, owner uuid);
        create function public.lint_probe_fn() returns int language sql security definer as 'select 1';
        alter table public.clientes enable row level security;
        create policy "Probe per row" on public.clientes for select using (auth_user_id = auth.uid());
      `);
      expect((await tx.query(tablesWithoutRls)).rows).toEqual([{ relname: 'lint_probe' }]);
      expect((await tx.query(definerFunctionsWithoutFixedSearchPath)).rows).toEqual([
        { proname: 'lint_probe_fn' },
      ]);
      expect((await tx.query(policiesCallingAuthUidPerRow)).rows).toEqual([{ policyname: 'Probe per row' }]);
      await tx.rollback();
    });
  });

  it('no public function is executable through PUBLIC (the default)', async () => {
    const { rows } = await db.query(
      `select p.oid::regprocedure::text as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege('public', p.oid, 'execute')`,
    );
    expect(rows).toEqual([]);
  });

  it('every policy uses (select auth.uid()) rather than a per-row auth.uid() call', async () => {
    const { rows } = await db.query(policiesCallingAuthUidPerRow);
    expect(rows).toEqual([]);
  });

  it('anon holds privileges only on the two public reference tables, and only to read', async () => {
    const { rows } = await db.query<{ table_name: string; privilege_type: string }>(
      `select table_name, privilege_type from information_schema.role_table_grants
       where grantee = 'anon' and table_schema = 'public' order by table_name, privilege_type`,
    );
    expect(rows).toEqual([
      { table_name: 'Hoteis', privilege_type: 'SELECT' },
      { table_name: 'ponto_encontro', privilege_type: 'SELECT' },
    ]);
  });

  // status only to cancel a pending order (the update policy of 20261124000100_order_integrity.sql).
  it('customers may update exactly two columns: pedido_site.status and stripe_session_id', async () => {
    const { rows } = await db.query(
      `select table_name, column_name from information_schema.column_privileges
       where grantee = 'authenticated' and table_schema = 'public' and privilege_type = 'UPDATE'
       order by column_name`,
    );
    expect(rows).toEqual([
      { table_name: 'pedido_site', column_name: 'status' },
      { table_name: 'pedido_site', column_name: 'stripe_session_id' },
    ]);
  });

  it('uses nothing newer than PostgreSQL 15 in index definitions it relies on', async () => {
    const { rows } = await db.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where schemaname = 'public' and indexname = 'pedido_site_one_pending_per_item'`,
    );
    expect(rows[0]?.indexdef).toMatch(
      /UNIQUE INDEX .* NULLS NOT DISTINCT WHERE \(status = 'aguardando pagamento'::text\)/,
    );
  });
});

describe("splinter, Supabase's database linter (scripts/splinter.ts)", () => {
  let wire: WireServer;

  beforeAll(async () => {
    await db.exec(exposedSchemasSetting);
    wire = await serveOverWire(db);
  });
  afterAll(() => wire?.close());

  const findings = async (): Promise<Finding[]> => [
    ...(await runSplinter(wire.connectionString)),
    ...(await db.query<Finding>(newerLintsSql)).rows,
  ];
  const described = (list: Finding[]) => list.map((f) => `${f.level} ${f.lint} on ${f.object}`);

  it('finds no ERROR or WARN that the migration causing it does not explain', async () => {
    const found = await findings();
    // It ran: the service-role-only tables are INFO findings (RLS on, no policy).
    expect(described(found)).toContain('INFO rls_enabled_no_policy on public.analytics_events');
    expect(described(unexplained(found))).toEqual([]);
  });

  it('reports offenders until a migration explains each by lint and object', async () => {
    await db.exec(`
      create table public.lint_probe (id int primary key, owner uuid);
      grant select on public.lint_probe to anon;
      create table public.lint_probe_rls (id int primary key, owner uuid);
      alter table public.lint_probe_rls enable row level security;
      create policy "Probe per row" on public.lint_probe_rls for select to authenticated using (owner = auth.uid());
      create function public.lint_probe_fn() returns int language sql as 'select 1';
      create function public.lint_probe_definer() returns int language sql security definer set search_path = ''
        as 'select 1';
      grant execute on function public.lint_probe_definer() to anon;
    `);
    try {
      const found = await findings();
      expect(described(unexplained(found))).toEqual(
        expect.arrayContaining([
          'ERROR rls_disabled_in_public on public.lint_probe',
          'WARN auth_rls_initplan on public.lint_probe_rls',
          'WARN function_search_path_mutable on public.lint_probe_fn',
          'WARN anon_security_definer_function_executable on public.lint_probe_definer',
        ]),
      );
      const explained = new Set(['rls_disabled_in_public public.lint_probe']);
      expect(described(unexplained(found, explained))).not.toContain(
        'ERROR rls_disabled_in_public on public.lint_probe',
      );
    } finally {
      await db.exec(`
        drop table public.lint_probe, public.lint_probe_rls;
        drop function public.lint_probe_fn(), public.lint_probe_definer();
      `);
    }
  });
});
