# Helpers for command-line tests. Each test script gets the reinplace binary and the source dir.
set -uo pipefail
REINPLACE=$1
SOURCE_DIR=$2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FAILURES=0

# run CMD...: runs reinplace, capturing stdout, stderr and the exit status.
run() {
  "$REINPLACE" "$@" >"$WORK/out" 2>"$WORK/err"
  STATUS=$?
}

fail() {
  echo "FAIL: $*"
  echo "--- stdout"; head -c 2000 "$WORK/out"
  echo "--- stderr"; head -c 2000 "$WORK/err"
  FAILURES=$((FAILURES + 1))
}

expect_status() { [ "$STATUS" -eq "$1" ] || fail "expected exit status $1, got $STATUS"; }
expect_stdout_has() { grep -qF -- "$1" "$WORK/out" || fail "stdout lacks: $1"; }
expect_stderr_has() { grep -qF -- "$1" "$WORK/err" || fail "stderr lacks: $1"; }
expect_stdout_lacks() { ! grep -qF -- "$1" "$WORK/out" || fail "stdout has: $1"; }

finish() {
  if [ "$FAILURES" -ne 0 ]; then
    echo "$FAILURES expectation(s) failed"
    exit 1
  fi
  echo "all expectations met"
}
