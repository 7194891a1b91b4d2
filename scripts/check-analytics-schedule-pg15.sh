#!/usr/bin/env bash
# The hosted branch of migrations 20261122000800_analytics_schedule.sql and 20261124000700 (apikey header) on a throwaway PostgreSQL 15 cluster with
# the real pg_cron (Debian's postgresql-15-cron): the job is scheduled at 03:15 UTC, re-applying the migration
# keeps one job, a run without the Vault secrets fails saying which, and a run with them posts to
# <project_url>/functions/v1/aggregate-daily-analytics with the service key, once through pg_cron's own worker;
# the e-mail job and the lapse of unpaid PIX orders (20261125000500_capacity.sql) are scheduled and do their work.
# public.schedule_job (20261126000200), the one call later migrations schedule with, replaces a job of its name and
# may be called by the owner only.
# pg_net and Supabase Vault are not packaged for Debian: a stand-in pg_net extension (net.http_post records
# the request in net.stub_requests) is installed beside pg_cron for the run and removed afterwards, and a
# stand-in vault schema (secrets, decrypted_secrets) is created first. Not part of CI: needs root.
# Usage: scripts/check-analytics-schedule-pg15.sh [port]
set -euo pipefail

PORT=${1:-54916}
# shellcheck source=scripts/pg15-cluster.sh
source "$(dirname "$0")/pg15-cluster.sh"
EXT_DIR=$("$PG_BIN/pg_config" --sharedir)/extension

[ -f "$EXT_DIR/pg_cron.control" ] || { echo "needs pg_cron: apt-get install postgresql-15-cron" >&2; exit 1; }
if [ -f "$EXT_DIR/pg_net.control" ] && ! grep -q 'stand-in' "$EXT_DIR/pg_net.control"; then
  echo "a real pg_net is installed here; this check only runs with the stand-in" >&2
  exit 1
fi

cleanup() {
  pg15_stop
  rm -f "$EXT_DIR/pg_net.control" "$EXT_DIR/pg_net--0.0-stand-in.sql"
}
trap cleanup EXIT

cat >"$EXT_DIR/pg_net.control" <<'EOF'
comment = 'stand-in for pg_net (scripts/check-analytics-schedule-pg15.sh): records requests, sends nothing'
default_version = '0.0-stand-in'
relocatable = false
EOF
cat >"$EXT_DIR/pg_net--0.0-stand-in.sql" <<'EOF'
create schema net;
create table net.stub_requests (
  id bigint generated always as identity primary key,
  url text not null,
  body jsonb,
  headers jsonb,
  timeout_milliseconds int
);
create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint language sql as $$
  insert into net.stub_requests (url, body, headers, timeout_milliseconds)
  values (url, body, headers, timeout_milliseconds) returning id
$$;
EOF

pg15_start "-c listen_addresses='' -c shared_preload_libraries=pg_cron -c cron.database_name=postgres" \
  "-c cron.host=$WORK"
cp -r "$ROOT/supabase/migrations" "$WORK/migrations"
cat >"$WORK/vault.sql" <<'SQL'
create schema vault;
create table vault.secrets (name text unique, secret text not null);
create view vault.decrypted_secrets as select name, secret as decrypted_secret from vault.secrets;
SQL
chown -R postgres:postgres "$WORK"
psql_as -f "'$WORK/vault.sql'" >/dev/null
for file in "$WORK"/migrations/*.sql; do
  psql_as -1 -f "'$file'" 2>&1 >/dev/null | tee -a "$WORK/notices.log"
done
grep -q 'secret(s) project_url and service_role_key do not exist yet' "$WORK/notices.log" ||
  { echo "FAIL: no notice about the missing Vault secrets" >&2; exit 1; }
# Applying it again (or on a project where it already ran) keeps a single job.
psql_as -1 -f "'$WORK/migrations/20261124000700_analytics_schedule_keys.sql'" >/dev/null 2>&1

cat >"$WORK/checks.sql" <<'SQL'
do $$
declare
  v_job cron.job%rowtype;
  v_count int;
  v_request net.stub_requests%rowtype;
begin
  select count(*) into v_count from cron.job where jobname = 'aggregate-daily-analytics';
  assert v_count = 1, format('expected one job, got %s', v_count);
  select * into v_job from cron.job where jobname = 'aggregate-daily-analytics';
  assert v_job.schedule = '15 3 * * *', format('schedule %s', v_job.schedule);

  -- What pg_cron runs, run here: without the secrets it fails and says which.
  begin
    execute v_job.command;
    assert false, 'the job ran without its secrets';
  exception when raise_exception then
    assert sqlerrm like '%project_url and service_role_key%', sqlerrm;
  end;
  select count(*) into v_count from net.stub_requests;
  assert v_count = 0, 'a request was sent without the secrets';

  insert into vault.secrets (name, secret)
    values ('project_url', 'https://ref.supabase.co/'), ('service_role_key', 'service-key-jwt');
  execute v_job.command;
  select * into v_request from net.stub_requests order by id desc limit 1;
  assert v_request.url = 'https://ref.supabase.co/functions/v1/aggregate-daily-analytics', v_request.url;
  assert v_request.headers ->> 'Authorization' = 'Bearer service-key-jwt', v_request.headers::text;
  assert v_request.headers ->> 'apikey' = 'service-key-jwt', v_request.headers::text;
  assert v_request.body = '{}'::jsonb, v_request.body::text;
  delete from net.stub_requests;

  -- The e-mail outbox's job (20261125000200_email_schedule.sql): every minute, a call only when a mail is due.
  select * into v_job from cron.job where jobname = 'send-emails';
  assert found, 'no send-emails job';
  assert v_job.schedule = '* * * * *', format('send-emails schedule %s', v_job.schedule);
  execute v_job.command;
  select count(*) into v_count from net.stub_requests;
  assert v_count = 0, 'send-emails was called with nothing to send';
  perform public.enqueue_email('reserva_confirmada', 'fila@example.com', '{}'::jsonb, 'check:schedule');
  execute v_job.command;
  select * into v_request from net.stub_requests order by id desc limit 1;
  assert v_request.url = 'https://ref.supabase.co/functions/v1/send-emails', v_request.url;
  assert v_request.headers ->> 'Authorization' = 'Bearer service-key-jwt', v_request.headers::text;
  delete from net.stub_requests;
  delete from public.email_outbox;

  -- Unpaid PIX orders lapse (20261125000500_capacity.sql): every five minutes, in the database itself (no call,
  -- no secret); a lapsed order is cancelled with its reason and its mail queued, a waiting one stays. (One PIX
  -- checkout of two tours: R$ 10 off per tour and adult, split between them.)
  select * into v_job from cron.job where jobname = 'lapse-unpaid-pix-orders';
  assert found, 'no lapse-unpaid-pix-orders job';
  assert v_job.schedule = '*/5 * * * *', format('lapse schedule %s', v_job.schedule);
  insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
  values (gen_random_uuid(), 'prazo@example.com', 'x', now(), '{"nome_completo": "Cliente Prazo", "celular": "11999990000"}');
  insert into public.pedido_site (id_cliente, nome_passeio, valor, data_passeio, hotel_local, tipo_pagamento)
  select c.id_cliente, t.nome, t.valor, (now() at time zone 'America/Sao_Paulo')::date + 12, 'Hotel Frontenac', 'Pix'
    from public.clientes c, (values ('City Tour Tradicional', 80.00), ('Turismo Aparecida', 490.00)) t (nome, valor)
   where c.email_cliente = 'prazo@example.com';
  update public.pedido_site set expira_em = now() - interval '1 minute' where nome_passeio = 'City Tour Tradicional';
  execute v_job.command;
  select count(*) into v_count from public.pedido_site
   where status = 'cancelado' and motivo_cancelamento = 'Pagamento não identificado no prazo';
  assert v_count = 1, format('the lapse job cancelled %s orders', v_count);
  select count(*) into v_count from public.pedido_site where status = 'aguardando pagamento';
  assert v_count = 1, 'the lapse job cancelled an order still in its time';
  select count(*) into v_count from public.email_outbox where template = 'pedido_cancelado';
  assert v_count = 1, format('the lapse job queued %s mails', v_count);
  delete from public.email_outbox;

  -- schedule_job (20261126000200): scheduling again under a name replaces the job, here one of 20261125000500's.
  assert public.schedule_job('lapse-unpaid-pix-orders', '*/2 * * * *', 'select public.lapse_unpaid_pix_orders()'),
    'schedule_job answered false with pg_cron installed';
  assert public.schedule_job('lapse-unpaid-pix-orders', '*/5 * * * *', 'select public.lapse_unpaid_pix_orders()'),
    'schedule_job answered false the second time';
  select count(*) into v_count from cron.job where jobname = 'lapse-unpaid-pix-orders';
  assert v_count = 1, format('schedule_job left %s lapse jobs', v_count);
  select * into v_job from cron.job where jobname = 'lapse-unpaid-pix-orders';
  assert v_job.schedule = '*/5 * * * *', format('schedule_job kept the schedule %s', v_job.schedule);
  select count(*) into v_count from cron.job;
  assert v_count = 3, format('%s jobs after schedule_job, not the three', v_count);
  -- Only the owner: a job runs any SQL as postgres.
  begin
    perform set_config('role', 'service_role', true);
    perform public.schedule_job('not-allowed', '* * * * *', 'select 1');
    raise exception 'service_role could call schedule_job';
  exception when insufficient_privilege then
    null;
  end;

  select * into v_job from cron.job where jobname = 'aggregate-daily-analytics';

  -- Every minute for the next check only; the migration's schedule is 03:15 UTC.
  perform cron.alter_job(v_job.jobid, schedule := '* * * * *');
  raise notice 'job checks passed';
end
$$;
SQL
chown postgres:postgres "$WORK/checks.sql"
psql_as -f "'$WORK/checks.sql'"

echo "waiting for pg_cron's worker to run the job (up to 70 s)..."
for _ in $(seq 1 70); do
  SENT=$(psql_as -At -c "\"select count(*) from net.stub_requests\"")
  [ "$SENT" != "0" ] && break
  sleep 1
done
STATUS=$(psql_as -At -c "\"select status || ' ' || coalesce(return_message, '') from cron.job_run_details order by start_time desc limit 1\"")
[ "$SENT" != "0" ] || { echo "FAIL: pg_cron did not send the request ($STATUS)" >&2; exit 1; }
echo "pg_cron ran the job: $STATUS; request to $(psql_as -At -c "\"select url from net.stub_requests limit 1\"")"
echo "OK: the analytics, e-mail and PIX lapse schedule migrations and schedule_job schedule, re-apply and run on PostgreSQL 15 with pg_cron"
