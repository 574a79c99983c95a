# `reinplace campaign --find=missed|forced` and `--unsafe-force-rewrite`: misses found, tabled
# and written as repros whose replay lines show the miss; exit status 0 when nothing is found.
source "$(dirname "$0")/lib.sh"

# The node and the check a repro's "# sound: kept NODE: ... [CHECK]" line names.
kept_node() { sed -n 's/^# sound: kept \([^:]*\):.*/\1/p' "$1"; }
kept_check() { sed -n 's/^# sound: kept .*\[\([a-z-]*\)\]$/\1/p' "$1"; }

# Against upstream: each repro replays as its header says. Under sound its node is kept by the
# check the file is named after; under pytorch it is rewritten, and the rewrite checks and
# certifies.
run campaign --find=missed --node-by-node --seed=0 --max-graphs=1000 --jobs=2 --stats --out="$WORK/missed"
expect_status 1
expect_stdout_has "campaign: 1,000 graphs"
expect_stdout_has "--find=missed"
expect_stdout_has "missed rewrites (kept by sound, rewritten right by pytorch):"
expect_stdout_has "graphs with a miss: "
expect_stdout_has "nodes judged:"
expect_stdout_has "right only by what ops compute"
count=0
for repro in "$WORK"/missed/*.fx; do
  count=$((count + 1))
  name=$(basename "$repro" .fx)
  node=$(kept_node "$repro")
  check=$(kept_check "$repro")
  [ "$check" = "$name" ] || fail "$repro: kept by '$check', named '$name'"
  grep -qF "# replay: reinplace opt --explain $repro --policy=sound --node-by-node" "$repro" ||
    fail "$repro: no node-by-node sound replay line"
  grep -qF "# replay: reinplace opt --explain $repro --policy=pytorch" "$repro" ||
    fail "$repro: no pytorch replay line"
  run opt --explain "$repro" --policy=sound --node-by-node
  expect_status 0
  expect_stdout_has "# kept $node: "
  expect_stdout_has "[$check]"
  run opt --explain "$repro" --policy=pytorch
  expect_stdout_lacks "# kept $node: "
  run check "$repro" --policy=pytorch --certify
  expect_status 0
  expect_stdout_has "equivalent (10 trials)"
  expect_stdout_has "certified "
done
[ "$count" -ge 1 ] || fail "only $count repros against upstream"

# Forced: each repro's node is kept by sound and rewritten with the flag its header gives, right.
run campaign --find=forced --forced-per-graph=2 --max-graphs=400 --out="$WORK/forced"
expect_status 1
expect_stdout_has "--find=forced"
expect_stdout_has "(at most 2 nodes forced per graph)"
count=0
for repro in "$WORK"/forced/forced-*.fx; do
  count=$((count + 1))
  node=$(kept_node "$repro")
  flag=$(sed -n 's/^# oracle: sound \(--unsafe-force-rewrite=[^ ]*\) => equivalent$/\1/p' "$repro")
  [ -n "$flag" ] || fail "$repro: no forced oracle line"
  run opt --explain "$repro"
  expect_stdout_has "# kept $node: "
  run opt --explain "$repro" "$flag"
  expect_stdout_lacks "# kept $node: "
  run check "$repro" "$flag" --certify
  expect_status 0
  expect_stdout_has "certified "
done
[ "$count" -ge 2 ] || fail "only $count forced repros"

# Nothing found: exit 0, no repros written.
run campaign --find=missed --nodes=1 --max-graphs=200 --out="$WORK/none"
expect_status 0
expect_stdout_has "no missed rewrites"
expect_stdout_has "graphs with a miss: 0 of 200"
[ -d "$WORK/none" ] && fail "a campaign without misses wrote repros"

# The hook on the command line: forced past every check, add faults as upstream's rewrite does.
graph="$SOURCE_DIR/tests/core/reinplace/forced/argument_overlap.fx"
run opt --explain "$graph" --unsafe-force-rewrite=add
expect_stdout_has "# inplaced add -> add_.Tensor"
run check "$graph" --unsafe-force-rewrite=add:argument-overlap
expect_status 1
expect_stdout_has "overlap-hazard at add"
expect_stdout_has "replay: reinplace check $graph --policy=sound --unsafe-force-rewrite=add:argument-overlap"
run check "$graph" --unsafe-force-rewrite=add:later-use
expect_status 0

# Bad usage.
run opt "$graph" --unsafe-force-rewrite=no_such_node
expect_status 2
expect_stderr_has "the graph has no node 'no_such_node'"
run opt "$graph" --unsafe-force-rewrite=add:no-such-check
expect_status 2
run campaign --find=everything
expect_status 2
run campaign --find=missed --policy=pytorch
expect_status 2
run campaign --find=forced --unsafe-skip-check=later-use
expect_status 2
run campaign --forced-per-graph=2
expect_status 2
run campaign --unsafe-force-rewrite=add
expect_status 2

# Plans at any size: a graph of 3,000 copies of a 4-op miss of node-by-node deciding (15,000
# nodes, past the 10,000 where plans used to stop) gets every copy's plan, as one copy does.
big="$WORK/plans_3000.fx"
{
  printf 'def forward(self'
  for i in $(seq 0 2999); do printf ', x%d: "f32[1][1]@1"' "$i"; done
  printf '):\n'
  for i in $(seq 0 2999); do
    printf '    add%d = torch.ops.aten.add.Tensor(x%d, 0)\n' "$i" "$i"
    printf '    select%d = torch.ops.aten.select.int(add%d, 0, 0)\n' "$i" "$i"
    printf '    mul%d = torch.ops.aten.mul.Tensor(select%d, 0)\n' "$i" "$i"
    printf '    scatter%d = torch.ops.aten.select_scatter.default(add%d, mul%d, 0, 0)\n' "$i" "$i" "$i"
    printf '    copy%d = torch.ops.aten.copy_.default(x%d, scatter%d)\n' "$i" "$i" "$i"
  done
  printf '    return (scatter0'
  for i in $(seq 1 2999); do printf ', scatter%d' "$i"; done
  printf ',)\n'
} >"$big"
run opt --explain "$big" -o /dev/null
expect_status 0
expect_stdout_has "# inplaced mul2999 -> mul_.Tensor"
expect_stdout_has "# memory: 36000 bytes allocated before, 12000 after; 24000 saved, 0 missed"
run opt --explain "$big" --node-by-node -o /dev/null
expect_stdout_has "# kept mul2999: "
expect_stdout_has "[view-inverse-metadata]"

finish
