# The transformer zoo (corpus/zoo, docs/zoo.md): on every graph the sound policy's rewrite is
# found equivalent by `reinplace check`, and computes in torch eager what the original computes
# (tools/run_rewrites_in_torch.py); the committed graphs are what tools/make_zoo.py makes.
# Without Debian's python3-torch the test is skipped (exit 77).
source "$(dirname "$0")/lib.sh"
ZOO=$SOURCE_DIR/corpus/zoo
PYTHON=/usr/bin/python3
"$PYTHON" -c 'import torch, torchvision' 2>/dev/null || { echo "no torch: skipped"; exit 77; }

graphs=("$ZOO"/*.fx)
[ -e "${graphs[0]}" ] || { echo "FAIL: no graphs in $ZOO"; exit 1; }
for graph in "${graphs[@]}"; do
  run check "$graph"
  if [ "$STATUS" -ne 0 ] || ! grep -q '^equivalent' "$WORK/out"; then
    verdict=$(cat "$WORK/out" "$WORK/err" | grep . | head -n 1)
    fail "reinplace check $graph: $verdict"
  fi
done

# Every graph and its sound rewrite in torch eager on the same seeded inputs.
if ! "$PYTHON" "$SOURCE_DIR/tools/run_rewrites_in_torch.py" "$REINPLACE" --policy=sound "$ZOO" \
    >"$WORK/out" 2>"$WORK/err"; then
  fail "tools/run_rewrites_in_torch.py $REINPLACE --policy=sound $ZOO"
fi

if ! "$PYTHON" "$SOURCE_DIR/tools/make_zoo.py" --check --out "$ZOO" >"$WORK/out" 2>"$WORK/err"; then
  fail "tools/make_zoo.py --check: corpus/zoo is out of date (regenerate with tools/make_zoo.py)"
fi

echo "${#graphs[@]} zoo graphs checked"
finish
