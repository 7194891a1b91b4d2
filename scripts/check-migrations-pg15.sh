#!/usr/bin/env bash
# Applies supabase/local/bootstrap.sql, every migration (each in one transaction, unchanged) and
# seed.sql to a throwaway PostgreSQL 15 cluster, then runs a few checks, including a real race of
# two identical pending orders from two connections, thirty customers racing for a departure's last
# five seats (scripts/race-capacity-pg15.ts), ten checkouts racing for one customer's credit
# (scripts/race-credit-pg15.ts), twenty check-ins of one booking (scripts/race-check-in-pg15.ts),
# that the schema reads as supabase/schema (scripts/db-schema.ts
# --database), and Supabase's database linter (splinter, via
# scripts/splinter.ts: every ERROR or WARN must be explained in its migration). Not part of CI:
# needs Debian's postgresql-15, root (the server runs as the postgres user) and `npm install`.
# Usage: scripts/check-migrations-pg15.sh [port]
set -euo pipefail

PORT=${1:-54915}
# shellcheck source=scripts/pg15-cluster.sh
source "$(dirname "$0")/pg15-cluster.sh"
trap pg15_stop EXIT

pg15_start -c listen_addresses=127.0.0.1
cp -r "$ROOT/supabase/migrations" "$WORK/migrations"
cp "$ROOT/supabase/seed.sql" "$WORK/"
chown -R postgres:postgres "$WORK"
for file in "$WORK"/migrations/*.sql; do
  psql_as -1 -f "'$file'" >/dev/null
  echo "applied $(basename "$file")"
done
psql_as -1 -f "'$WORK/seed.sql'" >/dev/null
echo "applied seed.sql"
# PostgreSQL 15 prints the migrated schema as PGlite does: supabase/schema, headers aside (its README).
"$ROOT/node_modules/.bin/tsx" "$ROOT/scripts/db-schema.ts" --database "postgresql://postgres@127.0.0.1:$PORT/postgres"

cat >"$WORK/checks.sql" <<'SQL'
do $$
declare
  v_count int;
  v_taken record;
  v_day date := (now() at time zone 'America/Sao_Paulo')::date;
  v_refused boolean := false;
  v_card bigint;
  v_client bigint;
  v_message text;
begin
  select count(*) into v_count from public."Hoteis";
  assert v_count >= 15, format('expected >= 15 hotels, got %s', v_count);
  select count(*) into v_count from public.ponto_encontro;
  assert v_count >= 4, format('expected >= 4 meeting points, got %s', v_count);
  select count(*) into v_count from public.user_roles where role = 'admin';
  assert v_count = 1, 'expected one admin';
  select count(*) into v_count from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity;
  assert v_count = 0, 'a public table lacks RLS';

  -- The demo customer, through RLS, sees only their own rows.
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', '{"sub": "c0000000-0000-4000-8000-000000000001", "role": "authenticated"}', true);
  select count(*) into v_count from public.clientes;
  assert v_count = 1, format('customer sees %s clientes rows', v_count);
  select count(*) into v_count from public.itinerarios;
  assert v_count = 2, format('customer sees %s itineraries', v_count);

  -- Orders are judged on 15 too (statement trigger with a transition table): a PIX checkout of two tours for
  -- two adults is stored with R$ 10 × 2 × 2 off, split evenly; one cent less is refused; the customer cancels.
  insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, hotel_local, tipo_pagamento)
  select c.id_cliente, v.nome, v.valor, v.dia, 2, 'Hotel Frontenac', 'Pix'
    from public.clientes c,
         (values ('City Tour Tradicional', 160.00, v_day + 2), ('Turismo Aparecida', 480.00, v_day + 3)) v (nome, valor, dia);
  select count(*) into v_count from public.pedido_site where tipo_pagamento = 'Pix';
  assert v_count = 2, format('PIX checkout stored %s orders', v_count);
  begin
    insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, qtd_adults, hotel_local, tipo_pagamento)
    select c.id_cliente, 'Parque Amantikir', 119.99, v_day + 7, 1, 'Hotel Frontenac', 'Pix' from public.clientes c;
  exception when check_violation then
    v_refused := true;
  end;
  assert v_refused, 'an order below the catalogue value was stored';
  update public.pedido_site set status = 'cancelado' where nome_passeio = 'Turismo Aparecida';
  get diagnostics v_count = row_count;
  assert v_count = 1, 'the customer could not cancel a pending order';
  insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, hotel_local, tipo_pagamento)
  select c.id_cliente, 'City Tour Tradicional', 90, v_day + 4, 'Hotel Frontenac', 'Cartão(Stripe)' from public.clientes c
  returning id, id_cliente into v_card, v_client;
  perform set_config('role', 'anon', true);
  select * into v_taken from public.check_signup_duplicates('cliente@movietour.local', '12999990000');
  assert v_taken.email_taken and v_taken.celular_taken, 'duplicate check failed';

  -- The daily aggregation and the card confirmation run on PostgreSQL 15 too (as the service role).
  perform set_config('role', 'service_role', true);
  insert into public.analytics_events (event_type, url_path, session_id, event_data, created_at)
    values ('page_view', '/', 'pg15-session', '{}', '2030-05-05 12:00-03'),
           ('time_on_page', '/', 'pg15-session', '{"seconds": 7}', '2030-05-05 12:01-03');
  assert (public.aggregate_analytics_day('2030-05-05') ->> 'events_processed')::int = 2, 'aggregation';
  assert (public.aggregate_analytics_day('2030-05-05') ->> 'page_views')::int = 1, 'aggregation rerun';
  select count(*) into v_count from public.analytics_page_views where date = '2030-05-05';
  assert v_count = 1, 'page views rows';
  perform * from public.confirm_card_payment('cs_test_pg15', array[]::bigint[], 'evt_pg15', 'checkout.session.completed');
  -- One open session per order, and a second payment of a paid order recorded for a refund.
  perform * from public.open_checkout_session('cs_pg15_1', v_client, array[v_card], 9000);
  select count(*) into v_count from public.open_checkout_session('cs_pg15_2', v_client, array[v_card], 9000);
  assert v_count = 1, 'the older open session holding the order was not answered';
  perform * from public.confirm_card_payment('cs_pg15_2', array[v_card]);
  perform * from public.confirm_card_payment('cs_pg15_1', array[v_card]);
  select count(*) into v_count from public.card_payments_to_refund
   where session_id = 'cs_pg15_1' and order_id = v_card and reason = 'already_paid';
  assert v_count = 1, 'the double payment was not recorded';

  -- Sales close before a departure leaves (issue 28): at a hand-held clock, two hours before the 08:00 boarding by
  -- default, and an order inside the tour's cut-off is refused in the calendars' words.
  assert not (select s.vendas_encerradas from public.departure_sales('City Tour Tradicional', '2027-03-10',
    '2027-03-10 05:59:59-03') s), 'sales closed before the cut-off';
  assert (select s.vendas_encerradas and not s.partiu from public.departure_sales('City Tour Tradicional',
    '2027-03-10', '2027-03-10 06:00-03') s), 'sales still open at the cut-off';
  assert (select s.partiu from public.departure_sales('City Tour Tradicional', '2027-03-10', '2027-03-10 08:00-03') s),
    'not departed at the boarding';
  insert into public.tour_sales_cutoff (passeio, horas) values ('City Tour Tradicional', 168);
  v_message := null;
  begin
    insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, hotel_local, tipo_pagamento)
    values (v_client, 'City Tour Tradicional', 90, v_day + 5, 'Hotel Frontenac', 'Pix');
  exception when check_violation then
    get stacked diagnostics v_message = message_text;
  end;
  assert v_message = format('As vendas para City Tour Tradicional em %s já foram encerradas.',
    to_char(v_day + 5, 'DD/MM/YYYY')), format('closed departure: %s', v_message);
  delete from public.tour_sales_cutoff;
  raise notice 'checks passed';
end
$$;
SQL
chown postgres:postgres "$WORK/checks.sql"
psql_as -1 -f "'$WORK/checks.sql'"

# Two connections insert the same pending order at once: the second waits for the first and fails.
ORDER="insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, hotel_local, tipo_pagamento)
  select id_cliente, 'City Tour Tradicional', 90, (now() at time zone 'America/Sao_Paulo')::date + 1, 'Hotel Frontenac',
    'Pix' from public.clientes where email_cliente = 'cliente@movietour.local';"
psql_as -c "\"begin; $ORDER select pg_sleep(1); commit;\"" >/dev/null &
FIRST=$!
sleep 0.3
if psql_as -c "\"$ORDER\"" 2>"$WORK/race.err"; then
  echo "FAIL: the second identical pending order was accepted" >&2
  exit 1
fi
wait "$FIRST"
grep -q 'pedido_site_one_pending_per_item' "$WORK/race.err"
ROWS=$(psql_as -At -c "\"select count(*) from public.pedido_site where nome_passeio = 'City Tour Tradicional'
  and data_passeio = (now() at time zone 'America/Sao_Paulo')::date + 1\"")
[ "$ROWS" = "1" ] || { echo "FAIL: race left $ROWS rows" >&2; exit 1; }
echo "race of two identical pending orders: second refused by pedido_site_one_pending_per_item, 1 row left"

# Thirty customers in thirty concurrent transactions race for the last five seats of a departure: five commit.
"$ROOT/node_modules/.bin/tsx" "$ROOT/scripts/race-capacity-pg15.ts" "postgresql://postgres@127.0.0.1:$PORT/postgres"

# Twenty customers race for the last use of a coupon: one commits, the others read 'Cupom esgotado' (issue 31).
"$ROOT/node_modules/.bin/tsx" "$ROOT/scripts/race-coupon-pg15.ts" "postgresql://postgres@127.0.0.1:$PORT/postgres"

# Ten checkouts race for one customer's R$ 100 of credit: one pays, nine are refused, R$ 10 is left (issue 31).
"$ROOT/node_modules/.bin/tsx" "$ROOT/scripts/race-credit-pg15.ts" "postgresql://postgres@127.0.0.1:$PORT/postgres"

# Ten customers race to redeem one gift card: one gets the credit, nine read it was redeemed (issue 31).
"$ROOT/node_modules/.bin/tsx" "$ROOT/scripts/race-gift-card-pg15.ts" "postgresql://postgres@127.0.0.1:$PORT/postgres"

# Twenty staff connections check in one booking at once: the first is kept, the others are told (issue 30).
"$ROOT/node_modules/.bin/tsx" "$ROOT/scripts/race-check-in-pg15.ts" "postgresql://postgres@127.0.0.1:$PORT/postgres"

# Ten calls of 50 analytics events of one session at once: the per-session limit holds (300 stored).
cat >"$WORK/flood.sql" <<'SQL'
set role service_role;
select public.store_analytics_events(
  (select jsonb_agg(jsonb_build_object('event_type', 'page_view', 'url_path', '/', 'session_id', 'pg15-flood'))
   from generate_series(1, 50)),
  repeat('b', 32));
SQL
chown postgres:postgres "$WORK/flood.sql"
FLOODS=()
for _ in $(seq 10); do
  psql_as -f "'$WORK/flood.sql'" >/dev/null 2>&1 &
  FLOODS+=($!)
done
wait "${FLOODS[@]}" || true
STORED=$(psql_as -At -c "\"select count(*) from public.analytics_events where session_id = 'pg15-flood'\"")
[ "$STORED" = "300" ] || { echo "FAIL: 10 parallel calls stored $STORED events of one session" >&2; exit 1; }
echo "10 parallel calls of 50 events of one session: 300 stored"

# Supabase's linter, as the dashboard runs it: the API's schemas are PostgREST's db_schemas.
psql_as -c "\"alter database postgres set pgrst.db_schemas = 'public, graphql_public'\"" >/dev/null
"$ROOT/node_modules/.bin/tsx" "$ROOT/scripts/splinter.ts" "postgresql://postgres@127.0.0.1:$PORT/postgres"

echo "OK: bootstrap, $(ls "$WORK"/migrations/*.sql | wc -l) migrations and seed apply unchanged on PostgreSQL 15"
