#!/usr/bin/env bash
# Turns an input a fuzz target failed on into a regression file.
# Usage: scripts/fuzz-repro.sh BUILD_DIR TARGET CRASH [OUT]
# - fuzz_pipeline: the input's graph (written by the replay binary through REINPLACE_FUZZ_DUMP)
#   is shrunk by `reinplace reduce` under the same pass options (REINPLACE_FUZZ_ARGS, as for the
#   fuzzer) to a minimal .fx repro with `# oracle:` lines, which ctest replays
#   (tests/oracle/verdicts/oracle_files_test.cpp). OUT defaults to corpus/repros/fuzz-KIND-HASH.fx.
# - fuzz_parse, fuzz_overlap, fuzz_ops: the input is minimized by libFuzzer (-minimize_crash)
#   when the sanitized binary exists, and added to the target's seed corpus, which ctest
#   replays. For fuzz_ops the call is also printed as FX code, the start of a
#   tests/core/meta/hostile/ file.
set -euo pipefail
# The input may be named relative to where we were called from.
[ -z "${3:-}" ] || crash_path=$(realpath "$3")
cd "$(dirname "$0")/.."
build=${1:?usage: fuzz-repro.sh BUILD_DIR TARGET CRASH [OUT]}
target=${2:?TARGET: fuzz_parse, fuzz_pipeline, fuzz_overlap or fuzz_ops}
crash=${crash_path:?CRASH: the failing input}
out=${4:-}
hash=$(sha1sum "$crash" | cut -c1-12)
args=${REINPLACE_FUZZ_ARGS:-}

if [ "$target" != fuzz_pipeline ]; then
  out=${out:-corpus/$target/repro-$hash}
  if [ -x "$build/fuzz/$target" ]; then
    minimized=$(mktemp)
    "$build/fuzz/$target" -minimize_crash=1 -runs=10000 -exact_artifact_path="$minimized" "$crash" \
      >/dev/null 2>&1 || true
    if [ -s "$minimized" ]; then cp "$minimized" "$out"; else cp "$crash" "$out"; fi
    rm -f "$minimized"
  else
    cp "$crash" "$out"
  fi
  echo "$out: replayed by ctest (fuzz.$target.replay)"
  if [ "$target" = fuzz_ops ]; then
    call=$(mktemp --suffix=.fx)
    REINPLACE_FUZZ_DUMP=$call "$build/fuzz/fuzz_ops_replay" "$out" >/dev/null 2>&1 || true
    echo "the call:"
    cat "$call"
    rm -f "$call"
  fi
  exit 0
fi

graph=$(mktemp --suffix=.fx)
reduced=$(mktemp --suffix=.fx)
trap 'rm -f "$graph" "$reduced"' EXIT
# The replay binary aborts on the failure, after writing the graph.
{ REINPLACE_FUZZ_DUMP=$graph "$build/fuzz/fuzz_pipeline_replay" "$crash" >/dev/null 2>&1; } 2>/dev/null ||
  true
[ -s "$graph" ] || { echo "fuzz-repro: no graph from $crash" >&2; exit 2; }

# The target checks on plain inputs (seed 0), then special values (seed 1): reduce under the
# first of the two that fails.
# shellcheck disable=SC2086 # the pass options are words
for inputs in "--seed=0 --trials=1" "--seed=1 --trials=1 --special-values"; do
  if build_out=$("$build/reinplace" reduce "$graph" $args $inputs -o "$reduced" 2>&1); then
    break
  fi
  build_out=""
done
if [ -z "$build_out" ]; then
  echo "fuzz-repro: the graph of $crash does not fail under '${args:-sound}':" >&2
  cat "$graph" >&2
  exit 1
fi
kind=$(sed -n 's/^# verdict: \([a-z-]*\).*/\1/p' "$reduced" | head -n 1)
out=${out:-corpus/repros/fuzz-${kind:-failure}-$hash.fx}
policy=$(echo "$args" | sed -n 's/.*--policy=\([a-z]*\).*/\1/p')
skips=$(echo "$args" | grep -o -- '--unsafe-skip-check=[a-z-]*' | tr '\n' ' ' || true)
{
  echo "# fuzz_pipeline repro from $(basename "$crash"), pass options: ${args:-(sound)}"
  echo "# oracle: ${policy:-sound} ${skips}=> ${kind}" | tr -s ' '
  # A fault of a weakened pass must not be one of the sound pass.
  [ -z "$args" ] || echo "# oracle: sound => equivalent"
  grep -v '^# reduced from ' "$reduced"
} >"$out"
echo "$build_out" | tail -n 3
echo "$out"
