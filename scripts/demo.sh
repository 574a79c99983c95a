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

# A real model: torchvision's resnet18 in training mode, as torch 1.13 functionalizes it (BatchNorm
# writes its running stats in place; num_batches_tracked comes back through a copy_ epilogue).
MODEL=corpus/models/torchvision/resnet18_train.fx
echo "================ $MODEL: reinplace opt --explain (first decisions, then all by reason)"
"$REINPLACE" opt --explain "$MODEL" | grep '^#' | sed -n '1,12p'
"$REINPLACE" opt --explain "$MODEL" | grep '^#' | sed -E 's/^# (kept|inplaced|removed|scatter) [^ :]+/\1/; s/ into input .*/ into an input/; s/what [^ ]+ now/what it/; s/ self [^ ]+ / self /' |
  sort | uniq -c | sort -rn
echo "---- reinplace check --trials=2"
"$REINPLACE" check --trials=2 "$MODEL"
echo

# An optimizer step that updates its inputs: torch 1.13's pass keeps every op on a parameter or
# state; the sound policy writes into them and deletes the copy_ epilogue.
STEP=tests/core/reinplace/input_mutation/adamw.fx
echo "================ $STEP"
for policy in pytorch sound; do
  echo "---- reinplace opt --policy=$policy --explain"
  "$REINPLACE" opt --policy="$policy" --explain "$STEP"
  echo "---- reinplace check --policy=$policy --certify"
  "$REINPLACE" check --policy="$policy" --certify "$STEP"
done
echo

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

# The same pass from Python, in-process, on a GraphModule (docs/python.md).
if [ -d "$(dirname "$REINPLACE")/python/reinplace" ] && /usr/bin/python3 -c 'import torchvision' 2>/dev/null; then
  echo
  echo "================ reinplace.reinplace(gm, x) from Python: resnet18"
  /usr/bin/python3 scripts/demo_python.py "$(dirname "$REINPLACE")/python"
fi
