#!/usr/bin/env bash
# The main job: the reinplace pass on upstream's known mis-compilations under both policies, each
# rewrite then judged by the oracle, then the example graphs with every decision explained.
set -euo pipefail
REINPLACE=${1:-build/reinplace}
cd "$(dirname "$0")/.."

for graph in tests/core/reinplace/miscompilations/*.fx; do
  echo "================ $graph"
  sed -n '1p' "$graph"
  for policy in pytorch sound; do
    echo "---- reinplace opt --policy=$policy --explain"
    "$REINPLACE" opt --policy="$policy" --explain "$graph"
    echo "---- reinplace check --policy=$policy"
    # The pytorch policy's rewrite should get a verdict (exit 1); the sound one must not.
    if [ "$policy" = pytorch ]; then
      "$REINPLACE" check --policy="$policy" "$graph" || [ $? -eq 1 ]
    else
      "$REINPLACE" check --policy="$policy" "$graph"
    fi
  done
  echo
done

for graph in corpus/examples/*.fx; do
  echo "================ $graph"
  "$REINPLACE" opt --explain "$graph"
  echo
done

echo "---- reinplace meta corpus/examples/chained_slices.fx"
"$REINPLACE" meta corpus/examples/chained_slices.fx

# The harness on its own: a short campaign per policy. The pytorch policy's failures are shrunk
# to minimal repros (written to a scratch folder, shown here); the sound policy has none.
REPROS=$(mktemp -d)
trap 'rm -rf "$REPROS"' EXIT
echo
echo "================ reinplace campaign --policy=pytorch --time=${DEMO_SECONDS:-5}"
"$REINPLACE" campaign --policy=pytorch --time="${DEMO_SECONDS:-5}" --jobs=2 --out="$REPROS" 2>/dev/null ||
  [ $? -eq 1 ]
for repro in "$REPROS"/overlap-hazard-argument-overlap.fx "$REPROS"/value-mismatch-scatter-base-overlap.fx \
  "$REPROS"/overlap-hazard-internal-overlap.fx; do
  [ -f "$repro" ] || continue
  echo "---- $(basename "$repro")"
  cat "$repro"
done
echo
echo "================ reinplace campaign --policy=sound --time=${DEMO_SECONDS:-5}"
"$REINPLACE" campaign --time="${DEMO_SECONDS:-5}" --jobs=2 --stats --out="$REPROS/sound" 2>/dev/null
