#!/usr/bin/env bash
# `make zoo`: the transformer zoo against a reinplace binary (docs/zoo.md). The big models
# (torchvision's swin_t through the bridge's command line; swin_v2_t and vit_b_16 at 64x64
# through tools/make_zoo.py --big), each checked by `reinplace check` and run in torch eager with
# its sound rewrite; then the small zoo (tests/cli/zoo.sh). Every step runs even when one fails; the
# exit status is 1 if any did. Prints the time each step took.
set -uo pipefail
REINPLACE=${1:-build/reinplace}
cd "$(dirname "$0")/.." || exit 2
OUT=${ZOO_OUT:-build/zoo-big}
PYTHON=/usr/bin/python3
mkdir -p "$OUT"
FAILED=0
TOTAL_START=$(date +%s%N)

# seconds since START (nanoseconds from `date +%s%N`), one decimal
since() {
  local ms=$((($(date +%s%N) - $1) / 1000000))
  printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100))
}

step() {
  local name=$1
  shift
  echo "==== $name"
  local start
  start=$(date +%s%N)
  "$@"
  local status=$?
  echo "---- $name: exit $status, $(since "$start") s"
  [ "$status" -eq 0 ] || FAILED=1
}

step "swin_t (tools/torch_export.py)" \
  "$PYTHON" tools/torch_export.py torchvision swin_t --reinplace "$REINPLACE" --out "$OUT"
step "swin_t sound rewrite in torch" \
  "$PYTHON" tools/run_rewrites_in_torch.py "$REINPLACE" --policy=sound "$OUT/swin_t_eval.fx"
step "swin_v2_t, vit_b_16 (tools/make_zoo.py --big)" \
  "$PYTHON" tools/make_zoo.py --big "$REINPLACE" --out "$OUT"
step "small zoo (tests/cli/zoo.sh)" bash tests/cli/zoo.sh "$REINPLACE" "$PWD"

echo "zoo: $([ "$FAILED" -eq 0 ] && echo passed || echo FAILED) in $(since "$TOTAL_START") s"
exit "$FAILED"
