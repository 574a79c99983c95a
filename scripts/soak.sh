#!/usr/bin/env bash
# `make soak`: sound campaigns at a spread of graph sizes, each for SOAK_SECONDS (or
# SOAK_GRAPHS graphs), one after the other, from SOAK_SEED (default: the clock, printed so a run
# can be repeated). Failures are shrunk into OUT/N-nodes/. Exit 1 if any campaign failed.
#   scripts/soak.sh BIN [OUT]   with SOAK_SECONDS, SOAK_GRAPHS, SOAK_NODES, SOAK_SEED, SOAK_JOBS,
#                               SOAK_FLAGS (extra campaign options, e.g. --certify) from the
#                               environment
set -uo pipefail
REINPLACE=${1:?usage: scripts/soak.sh BIN [OUT]}
OUT=${2:-build/soak}
SECONDS_EACH=${SOAK_SECONDS:-600}
GRAPHS=${SOAK_GRAPHS:-}
NODES=${SOAK_NODES:-16 40 64}
SEED=${SOAK_SEED:-$(date +%s)}
JOBS=${SOAK_JOBS:-$(nproc)}
FLAGS=${SOAK_FLAGS:-}
failed=0
for nodes in $NODES; do
  limit="--time=$SECONDS_EACH"
  [ -n "$GRAPHS" ] && limit="--max-graphs=$GRAPHS"
  echo "==== soak: $nodes nodes, seed $SEED, $limit, $JOBS jobs $FLAGS"
  # shellcheck disable=SC2086 # FLAGS holds separate options
  "$REINPLACE" campaign $limit --nodes="$nodes" --seed="$SEED" --jobs="$JOBS" \
    --out="$OUT/$nodes-nodes" $FLAGS 2>&1 | tr "\r" "\n" | grep -v "^\[" || true
  status=${PIPESTATUS[0]}
  [ "$status" -eq 0 ] || { echo "---- soak: $nodes nodes FAILED (exit $status), repros in $OUT/$nodes-nodes"; failed=1; }
done
exit $failed
