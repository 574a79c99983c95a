#!/usr/bin/env bash
# Runs each libFuzzer target for a bounded time on a scratch copy of its seed corpus and fails
# on a crash, a leak, a timeout, an out-of-memory or a sanitizer report (any artifact, or a
# nonzero exit). Usage: scripts/fuzz-smoke.sh BUILD_DIR [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:?usage: fuzz-smoke.sh BUILD_DIR [SECONDS] [TARGET...]}
seconds=${2:-30}
shift $(($# < 2 ? $# : 2))
targets=("$@")
# fuzz_differential is not in the default list: it is a finder of places where the reference does
# not compute torch's bits (docs/fuzzing.md); CI runs it on its seeds (ctest) instead.
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_parse fuzz_pipeline fuzz_overlap fuzz_ops)

# The flags a target's .options file gives OSS-Fuzz, as libFuzzer command-line flags; a
# dictionary is named relative to fuzz/.
options_flags() {
  local file=fuzz/$1.options key value
  [ -f "$file" ] || return 0
  while IFS='=' read -r key value; do
    key=$(echo "$key" | tr -d ' ')
    value=$(echo "$value" | tr -d ' ')
    case "$key" in
    '' | '['* | '#'*) ;;
    dict) echo "-dict=fuzz/$value" ;;
    *) echo "-$key=$value" ;;
    esac
  done <"$file"
}

status=0
for target in "${targets[@]}"; do
  binary=$build/fuzz/$target
  if [ ! -x "$binary" ]; then
    echo "fuzz-smoke: $binary is missing (libFuzzer targets need clang++)" >&2
    exit 2
  fi
  work=$build/fuzz-smoke/$target
  rm -rf "$work"
  mkdir -p "$work/corpus" "$work/artifacts"
  cp -r corpus/"$target"/. "$work/corpus/"
  [ "$target" != fuzz_parse ] || cp corpus/examples/*.fx "$work/corpus/"
  echo "fuzz-smoke: $target for ${seconds}s"
  # -timeout: a single input taking 25 s is a hang (OSS-Fuzz's default).
  # shellcheck disable=SC2046 # one flag per line
  if ! "$binary" -max_total_time="$seconds" -timeout=25 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" $(options_flags "$target") "$work/corpus" \
    >"$work/log" 2>&1; then
    echo "fuzz-smoke: $target FAILED (log: $work/log)" >&2
    tail -n 40 "$work/log" >&2
    status=1
  fi
  if [ -n "$(ls -A "$work/artifacts")" ]; then
    echo "fuzz-smoke: $target left artifacts: $(ls "$work/artifacts")" >&2
    status=1
  fi
  grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$work/log" |
    sed "s/^/  $target /" || true
done
exit $status
