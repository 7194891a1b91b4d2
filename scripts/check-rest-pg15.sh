#!/usr/bin/env bash
# Runs the REST conformance suite against the embedded backend with REST_SQL_LOG on, then replays every
# statement the REST grammar generated on a throwaway PostgreSQL 15 cluster (bootstrap, migrations, the
# suite's schema) and fails on any answer that differs (scripts/replay-rest-sql.ts). Not part of CI: needs
# Debian's postgresql-15, root (the server runs as the postgres user) and `npm install`.
# Usage: scripts/check-rest-pg15.sh [port]
set -euo pipefail

PORT=${1:-54916}
# shellcheck source=scripts/pg15-cluster.sh
source "$(dirname "$0")/pg15-cluster.sh"
trap pg15_stop EXIT

LOG="$WORK/rest-sql.jsonl"
(cd "$ROOT" && REST_SQL_LOG="$LOG" npx vitest run --project integration tests/integration/rest/conformance.test.ts \
  --reporter=dot >/dev/null)
echo "logged $(wc -l <"$LOG") lines from the conformance suite"

pg15_start -c listen_addresses=127.0.0.1
cp -r "$ROOT/supabase/migrations" "$WORK/migrations"
chown -R postgres:postgres "$WORK"
for file in "$WORK"/migrations/*.sql; do
  psql_as -1 -f "'$file'" >/dev/null
done
(cd "$ROOT" && npx tsx scripts/replay-rest-sql.ts "$LOG" "postgres://postgres@127.0.0.1:$PORT/postgres")
