# Sourced by the scripts/check-*-pg15.sh checks: a throwaway PostgreSQL 15 cluster (Debian's postgresql-15) in a
# temporary folder, run as the postgres user (the checks need root), with the platform pieces a hosted Supabase
# project has before any migration (supabase/local/bootstrap.sql). The caller sets PORT and calls pg15_start.
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=$(mktemp -d /tmp/pg15-check.XXXXXX)

as_postgres() { su postgres -s /bin/bash -c "$*"; }
psql_as() { as_postgres "'$PG_BIN/psql' -X -q -v ON_ERROR_STOP=1 -h '$WORK' -p $PORT -U postgres -d postgres $*"; }

# Stops the cluster and removes its folder; a caller with more to clean up calls it from its own trap.
pg15_stop() {
  as_postgres "'$PG_BIN/pg_ctl' -D '$WORK/data' -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}

# Creates and starts the cluster (extra server settings as arguments, e.g. -c shared_preload_libraries=pg_cron),
# prints its version and applies the bootstrap.
pg15_start() {
  cp "$ROOT/supabase/local/bootstrap.sql" "$WORK/"
  chown -R postgres:postgres "$WORK"
  as_postgres "'$PG_BIN/initdb' -D '$WORK/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
  as_postgres "'$PG_BIN/pg_ctl' -D '$WORK/data' -l '$WORK/server.log' -w \
    -o \"-p $PORT -k $WORK $* \" start" >/dev/null
  psql_as -At -c "'select version()'"
  psql_as -f "'$WORK/bootstrap.sql'" >/dev/null
}
