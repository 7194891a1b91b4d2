#!/usr/bin/env bash
# Runs docs/deploy.md's database steps with the Supabase CLI 3.1 (the linux-x64 binary npm installs) against a
# throwaway PostgreSQL 15 cluster standing in for a hosted project's database: the platform pieces a hosted project
# has before any migration (supabase/local/bootstrap.sql), then, as the guide says, `migration list`,
# `db push --dry-run`, `db push`, a second `db push` that has nothing to do, and `gen types`, all with
# `--remote=<url>` and this repository's supabase/ folder. Then checks what the push left: the reference hotels and
# meeting points, no demo account (the seed is never sent), and the types the CLI reads from PostgreSQL 15 equal
# the committed src/types/database.ts (generated from PGlite).
# Not part of CI: needs Debian's postgresql-15, root (the server runs as the postgres user) and `npm install` on
# linux-x64. Usage: scripts/check-deploy-pg15.sh [port]
set -euo pipefail

PORT=${1:-54917}
# shellcheck source=scripts/pg15-cluster.sh
source "$(dirname "$0")/pg15-cluster.sh"
CLI="$ROOT/node_modules/@supabase/cli-linux-x64/bin/supabase"
URL="postgresql://postgres@127.0.0.1:$PORT/postgres"

# The CLI as a person following the guide runs it, from the repository, answering no prompt; PGlite and this
# stand-in speak no TLS.
supabase() {
  (cd "$ROOT" && PGSSLMODE=disable DO_NOT_TRACK=1 SUPABASE_TELEMETRY_DISABLED=1 SUPABASE_NO_UPDATE_NOTIFIER=1 \
    "$CLI" --agent no --yes "$@")
}

[ -x "$CLI" ] || { echo "the Supabase CLI binary is missing: run npm install on linux-x64" >&2; exit 1; }
trap pg15_stop EXIT
pg15_start -c listen_addresses=127.0.0.1

MIGRATIONS=$(ls "$ROOT"/supabase/migrations/*.sql | wc -l)

echo "\$ supabase migration list --remote=<url>"
supabase migration list --remote="$URL" | tee "$WORK/list.txt"
echo "\$ supabase db push --remote=<url> --dry-run"
supabase db push --remote="$URL" --dry-run 2>&1 | tee "$WORK/dry.txt"
grep -q "20261122000100_customers.sql" "$WORK/dry.txt" || { echo "FAIL: the dry run lists no migration" >&2; exit 1; }
APPLIED=$(psql_as -At -c "\"select count(*) from pg_tables where schemaname = 'public'\"")
[ "$APPLIED" = "0" ] || { echo "FAIL: the dry run created $APPLIED tables" >&2; exit 1; }

echo "\$ supabase db push --remote=<url>"
supabase db push --remote="$URL" 2>&1 | tee "$WORK/push.txt"
echo "\$ supabase db push --remote=<url>   (again)"
supabase db push --remote="$URL" 2>&1 | tee "$WORK/again.txt"
grep -qi "up to date" "$WORK/again.txt" || { echo "FAIL: the second push was not a no-op" >&2; exit 1; }

RECORDED=$(psql_as -At -c "'select count(*) from supabase_migrations.schema_migrations'")
[ "$RECORDED" = "$MIGRATIONS" ] || { echo "FAIL: $RECORDED of $MIGRATIONS migrations recorded" >&2; exit 1; }
HOTELS=$(psql_as -At -c "'select count(*) from public.\"Hoteis\"'")
POINTS=$(psql_as -At -c "'select count(*) from public.ponto_encontro'")
[ "$HOTELS" -ge 15 ] && [ "$POINTS" -ge 4 ] || { echo "FAIL: $HOTELS hotels, $POINTS meeting points" >&2; exit 1; }
DEMO=$(psql_as -At -c "\"select (select count(*) from auth.users) + (select count(*) from public.clientes)\"")
[ "$DEMO" = "0" ] || { echo "FAIL: the push sent demo data ($DEMO accounts or customers)" >&2; exit 1; }
echo "pushed: $RECORDED migrations recorded, $HOTELS hotels and $POINTS meeting points, no demo account"

# Step 3: the operator, once they have signed up (a user inserted as GoTrue would, with the e-mail identity).
psql_as -c "\"insert into auth.users (id, aud, role, email) values ('c0000000-0000-4000-8000-0000000000aa', 'authenticated', 'authenticated', 'operadora@example.com')\"" >/dev/null
echo "\$ supabase db query --remote=<url> \"select public.grant_operator('operadora@example.com')\""
supabase db query --remote="$URL" "select public.grant_operator('operadora@example.com')"
ROLE=$(psql_as -At -c "\"select role from public.user_roles where user_id = 'c0000000-0000-4000-8000-0000000000aa'\"")
[ "$ROLE" = "admin" ] || { echo "FAIL: grant_operator left the role '$ROLE'" >&2; exit 1; }
echo "the operator is made with one command"

echo "\$ supabase gen types typescript --remote=<url> --schema public"
supabase gen types typescript --remote="$URL" --schema public >"$WORK/types.ts"
{
  head -2 "$ROOT/src/types/database.ts"
  echo
  cat "$WORK/types.ts"
} >"$WORK/database.ts"
"$ROOT/node_modules/.bin/prettier" --stdin-filepath "$ROOT/src/types/database.ts" <"$WORK/database.ts" \
  >"$WORK/formatted.ts"
if ! diff -u "$ROOT/src/types/database.ts" "$WORK/formatted.ts"; then
  echo "FAIL: the types PostgreSQL 15 gives differ from src/types/database.ts" >&2
  exit 1
fi
echo "gen types on PostgreSQL 15 equals src/types/database.ts"

echo "OK: the deploy guide's database steps run with the Supabase CLI $("$CLI" --version) against PostgreSQL 15"
