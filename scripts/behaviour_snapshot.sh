#!/usr/bin/env bash
# What the command line prints, for a change that must not change behaviour (a move, a split):
# `opt --explain` under both policies and `check` on every tracked graph, a seeded campaign at
# 16 and 40 nodes (timings and graph rates dropped) and `make demo`'s output, each with its exit
# status, written under OUT. Run it on the old and the new binary and compare with `diff -r`.
#   scripts/behaviour_snapshot.sh BINARY OUT [JOBS]
set -euo pipefail
REINPLACE=$(realpath "$1")
OUT=$2
JOBS=${3:-2}
cd "$(dirname "$0")/.."
mkdir -p "$OUT"

# One file of output per graph and command; timings vary run to run, so lines that carry one
# have the figure replaced.
snapshot_graph() {
  local graph=$1 out=$2 reinplace=$3
  local name=${graph//\//__}
  {
    for policy in sound pytorch; do
      echo "---- opt --explain --policy=$policy"
      "$reinplace" opt --explain --policy="$policy" "$graph" 2>&1 && echo "exit 0" || echo "exit $?"
    done
    echo "---- check"
    "$reinplace" check "$graph" 2>&1 && echo "exit 0" || echo "exit $?"
  } | sed -E 's/[0-9]+\.[0-9]+ (ms|s)\b/T \1/g' >"$out/$name.txt"
}
export -f snapshot_graph
git ls-files '*.fx' | xargs -P "$JOBS" -I{} bash -c 'snapshot_graph "$@"' _ {} "$OUT" "$REINPLACE"

for nodes in 16 40; do
  "$REINPLACE" campaign --seed=1234 --max-graphs=3000 --nodes="$nodes" --jobs=1 2>&1 |
    grep -v '^\[' | sed -E 's/ in [0-9.]+ s \([0-9,]+ graphs\/s/ in T s (R graphs\/s/' \
      >"$OUT/campaign-$nodes.txt" || true
done
# The demo's timed campaigns draw as many graphs as the machine manages: their sections are left out.
bash scripts/demo.sh "$REINPLACE" 2>&1 | sed -E 's/[0-9]+\.[0-9]+ (ms|s)\b/T \1/g' |
  awk '/^================ reinplace campaign/ { skip = 1; next } /^================/ { skip = 0 } !skip' \
    >"$OUT/demo.txt"
echo "snapshot of $(git ls-files '*.fx' | wc -l) graphs, two campaigns and the demo in $OUT"
