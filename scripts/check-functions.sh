#!/usr/bin/env bash
# Type-checks every edge function the way Supabase runs it (Deno, npm: specifiers from each deno.json).
# Needs the npm registry; Deno itself comes from the `deno` npm package.
set -euo pipefail
cd "$(dirname "$0")/../supabase/functions"
status=0
for dir in */; do
  name="${dir%/}"
  [[ "$name" == _* || ! -f "$name/index.ts" ]] && continue
  echo "deno check $name"
  (cd "$name" && npx -y deno check --quiet --no-lock --config deno.json index.ts) || status=1
done
exit $status
