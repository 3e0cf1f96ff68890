#!/usr/bin/env bash
# What `npm test` checks before the tests, side by side: ESLint and the type checker each keep one core
# busy, and on a 2-core machine one after the other left the second idle for a minute. Each one's output
# is printed once it has ended, whole; any failure fails the whole.
set -uo pipefail
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
checks=(lint typecheck build)
pids=()
for check in "${checks[@]}"; do
  npm run --silent "$check" >"$out/$check" 2>&1 &
  pids+=($!)
done
failed=0
for i in "${!checks[@]}"; do
  if wait "${pids[$i]}"; then
    echo "✓ npm run ${checks[$i]}"
  else
    failed=1
    echo "✗ npm run ${checks[$i]}:"
    cat "$out/${checks[$i]}"
  fi
done
exit $failed
