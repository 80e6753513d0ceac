#!/usr/bin/env bash
# The whole suite, in the order a failure is cheapest to find. Real PostgreSQL and Chromium are
# required: when one is missing this says so loudly, and fails when CI is set.
set -uo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
missing=()

can_connect() {
  node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$1" 2>/dev/null
}
# The tests reach the machine's PostgreSQL through its Unix socket when it takes them: the same server
# without loopback TCP, about an eighth less CPU a query on both sides (docs/decisions/105).
SOCKET_URL="postgres://postgres@%2Fvar%2Frun%2Fpostgresql/postgres"
if [ -z "${TEST_POSTGRES_URL:-}" ] && can_connect "$SOCKET_URL"; then
  export TEST_POSTGRES_URL="$SOCKET_URL"
  PG_URL="$SOCKET_URL"
fi

if [ ! -x "$CHROMIUM" ]; then missing+=("Chromium ($CHROMIUM): install it with 'apt-get install -y chromium'"); fi
if [ ! -x "$HEADLESS_SHELL" ]; then missing+=("Chromium's headless shell ($HEADLESS_SHELL): install it with 'apt-get install -y chromium-headless-shell'"); fi
if ! can_connect "$PG_URL"; then
  missing+=("PostgreSQL at $PG_URL: start it, or point TEST_POSTGRES_URL at one")
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "" >&2
  echo "################################################################" >&2
  echo "##  MISSING FOR THE FULL TEST SUITE:" >&2
  for m in "${missing[@]}"; do echo "##   - $m" >&2; done
  echo "################################################################" >&2
  if [ -n "${CI:-}" ]; then
    echo "CI is set: failing instead of skipping." >&2
    exit 1
  fi
  echo "Not in CI: the suites that need them will fail below." >&2
fi

results=()
failed=0
tests_passed=0
tests_failed=0
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# Every file's times (tests/support/timings/): the slowest are printed at the end (issue 28).
export TEST_TIMINGS_DIR="${TEST_TIMINGS_DIR:-$logs/timings}"
mkdir -p "$TEST_TIMINGS_DIR"

# Adds up what a runner reports (vitest "Tests  2 failed | 466 passed", Playwright "144 passed").
count_tests() {
  local log="$1" plain
  plain=$(sed 's/\x1b\[[0-9;]*m//g' "$log")
  local p f
  p=$(printf '%s\n' "$plain" | grep -E '^\s+Tests\s' | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' | awk '{ s += $1; n++ } END { if (n) print s }')
  f=$(printf '%s\n' "$plain" | grep -E '^\s+Tests\s' | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' | awk '{ s += $1; n++ } END { if (n) print s }')
  if [ -z "$p$f" ]; then
    p=$(printf '%s\n' "$plain" | grep -E '^\s+[0-9]+ passed \(' | grep -oE '^\s+[0-9]+' | tr -d ' ' | tail -n 1)
    f=$(printf '%s\n' "$plain" | grep -E '^\s+[0-9]+ (failed|flaky)$' | grep -oE '[0-9]+' | awk '{ s += $1; n++ } END { if (n) print s }')
  fi
  tests_passed=$((tests_passed + ${p:-0}))
  tests_failed=$((tests_failed + ${f:-0}))
  # Which tests failed, for the summary: CI keeps only the end of the log.
  printf '%s\n' "$plain" | grep -aE '^ FAIL  |^\s+[0-9]+\) \[' | sed -E 's/^\s+//' | sort -u >> "$logs/failed-tests"
}

step() {
  local name="$1"; shift
  echo ""
  echo "==> $name"
  local started=$SECONDS log="$logs/step-$SECONDS-$RANDOM.log"
  if "$@" 2>&1 | tee "$log"; then
    results+=("PASS  $name ($((SECONDS - started))s)")
  else
    results+=("FAIL  $name ($((SECONDS - started))s)")
    failed=$((failed + 1))
  fi
  count_tests "$log"
}

step "build" npm run --silent build
# The type check and the linter are one thread each: they run side by side on the two cores, after
# the route table both read is generated (issue 28).
types_and_lint() {
  npx tsx scripts/generate-routes.ts || return 1
  npx tsc --noEmit -p tsconfig.json & local types=$!
  npx eslint --max-warnings 0 . ; local lint=$?
  wait "$types"; local typecheck=$?
  [ "$typecheck" -eq 0 ] && [ "$lint" -eq 0 ]
}
step "typecheck and lint" types_and_lint
step "unit" npx vitest run --project unit
step "integration (PGlite and PostgreSQL)" npx vitest run --project integration-pglite --project integration-postgres
step "end-to-end (Chromium)" npx playwright test

timing_args=()
for report in "$TEST_TIMINGS_DIR"/vitest-integration-*.json; do [ -f "$report" ] && timing_args+=(--vitest "$report"); done
[ -f "$TEST_TIMINGS_DIR/e2e.json" ] && timing_args+=(--playwright "$TEST_TIMINGS_DIR/e2e.json")
if [ ${#timing_args[@]} -gt 0 ]; then
  echo ""
  echo "==> the slowest files (all of them: npx tsx bench/test-timings.ts on $TEST_TIMINGS_DIR)"
  npx tsx bench/test-timings.ts --top 8 "${timing_args[@]}" || true
fi

echo ""
echo "==> summary"
for r in "${results[@]}"; do echo "    $r"; done
echo "    steps: $(( ${#results[@]} - failed )) of ${#results[@]} passed"
# A failed step that reported no failing test (a build or type error) still counts as a failure.
if [ "$failed" -gt 0 ] && [ "$tests_failed" -eq 0 ]; then tests_failed=$failed; fi
echo "Tests: $tests_passed passed, $tests_failed failed"
if [ -s "$logs/failed-tests" ]; then
  echo "Failed:"
  head -n 20 "$logs/failed-tests" | sed 's/^/    /'
fi
[ "$failed" -eq 0 ]
