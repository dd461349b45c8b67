#!/usr/bin/env bash
# npm test: the static checks (scripts/static-checks.sh: types, import rules, lint) side by side
# with Vitest. Vitest leaves a core idle while it starts its workers for each project and while
# one worker starts the next browser file, long enough for the checks' half a minute per core;
# one after the other they added their 40 s to Vitest's time. The checks' output is printed
# whole once Vitest ends; the script fails when either fails. Arguments go to Vitest.
set -uo pipefail
cd "$(dirname "$0")/.."
checks=$(mktemp)
trap 'rm -f "$checks"' EXIT
bash scripts/static-checks.sh >"$checks" 2>&1 &
pid=$!
npx vitest run "$@"
tested=$?
wait "$pid"
checked=$?
cat "$checks"
[ "$tested" -eq 0 ] && [ "$checked" -eq 0 ]
