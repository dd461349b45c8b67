#!/usr/bin/env bash
# npm test's checks that run no test: types (tsc), import rules (dependency-cruiser) and lint
# (ESLint), side by side (each keeps one core busy for at most half a minute; one after another they
# took 55 s). Each one's output is printed whole once it ends; the script fails when any fails.
set -uo pipefail
cd "$(dirname "$0")/.."
PATH="$PWD/node_modules/.bin:$PATH"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
names=(types imports lint)
commands=("tsc --noEmit" "npm run --silent lint:deps" "npm run --silent lint")
pids=()
for i in "${!names[@]}"; do
  bash -c "${commands[$i]}" >"$out/$i" 2>&1 &
  pids+=($!)
done
failed=0
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then status=ok; else status=FAILED; failed=1; fi
  echo "${names[$i]} (${commands[$i]}): $status"
  cat "$out/$i"
done
exit $failed
