# `reinplace opt` and `reinplace dot`: policies, explanations, JSON, output files, check names.
source "$(dirname "$0")/lib.sh"
MIS=$SOURCE_DIR/tests/core/reinplace/miscompilations
UP=$SOURCE_DIR/tests/core/reinplace/upstream

# Sound by default: the add(a, a.t()) mis-compilation is refused, with the reason.
run opt --explain "$MIS/add_transpose_overlap.fx"
expect_status 0
expect_stdout_has "# kept add: argument t overlaps self clone [argument-overlap] (misses 36 bytes)"
expect_stdout_has "# memory: 72 bytes allocated before, 72 after; 0 saved, 36 missed (argument-overlap 36)"
expect_stdout_has "add = torch.ops.aten.add.Tensor(clone, t)"

# The pytorch policy reproduces upstream's decision.
run opt --policy=pytorch "$MIS/add_transpose_overlap.fx"
expect_status 0
expect_stdout_has "add = torch.ops.aten.add_.Tensor(clone, t)"

# Switching the check off makes the sound policy do what upstream does.
run opt --unsafe-skip-check=argument-overlap "$MIS/add_transpose_overlap.fx"
expect_status 0
expect_stdout_has "add = torch.ops.aten.add_.Tensor(clone, t)"

# The output is a graph that loads again.
run opt "$UP/reinplace_scatter_twice.fx"
expect_status 0
cp "$WORK/out" "$WORK/rewritten.fx"
run meta "$WORK/rewritten.fx"
expect_status 0
expect_stdout_has 'add: "f32[][]@5" = torch.ops.aten.add_.Tensor(select_1, 1)'

# JSON carries the graph and the report.
run opt --format=json "$UP/reinplace_basic.fx"
expect_status 0
expect_stdout_has '"decision": "inplaced"'
expect_stdout_has '"new_target": "add_.Tensor"'
expect_stdout_has '"graph": "def forward(self, x_1: \"f32[2]\"):'
# clone and add allocate 8 bytes each; add goes into clone.
expect_stdout_has '"bytes_saved": 8, "bytes_missed": null}'
expect_stdout_has '"memory": {"bytes_allocated_before": 16, "bytes_allocated_after": 8, "bytes_saved": 8, "bytes_missed": 0, "missed_by_check": {}}'

# -o writes the graph to a file; the explanation still goes to stdout.
run opt --explain -o "$WORK/out.fx" "$UP/reinplace_basic.fx"
expect_status 0
expect_stdout_has "# inplaced add -> add_.Tensor (saves 8 bytes)"
expect_stdout_has "# memory: 16 bytes allocated before, 8 after; 8 saved, 0 missed"
expect_stdout_lacks "def forward"
grep -qF "add = torch.ops.aten.add_.Tensor(clone, 1)" "$WORK/out.fx" || fail "-o file lacks the rewrite"

# Bad usage.
run opt --policy=fast "$UP/reinplace_basic.fx"
expect_status 2
expect_stderr_has "unknown policy 'fast'"
run opt --unsafe-skip-check=everything "$UP/reinplace_basic.fx"
expect_status 2
expect_stderr_has "unknown check 'everything'"
run opt --format=xml "$UP/reinplace_basic.fx"
expect_status 2
run opt --help
expect_status 0
for check in dtype-size internal-overlap input-alias repeated-self later-use view-inverse-metadata \
             argument-overlap scatter-source scatter-base-overlap layout-preserved; do
  expect_stdout_has "  $check"
done

# dot: a digraph with the in-place node highlighted and the removed scatter marked.
run dot --policy=pytorch "$UP/scatter_twice_with_different_view_op_valid.fx"
expect_status 0
expect_stdout_has "digraph reinplace {"
expect_stdout_has '"add" [label="add\nadd_.Tensor'
expect_stdout_has "fillcolor=orange"
expect_stdout_has '"removed select_scatter"'
expect_stdout_has "subgraph cluster_storage_"
if command -v dot >/dev/null; then
  dot -Tsvg "$WORK/out" >"$WORK/graph.svg" 2>"$WORK/dot.err" || fail "graphviz rejects the output"
fi

# The command line's allocator is jemalloc, linked into it (CMakeLists.txt): its own statistics
# count the graph's allocations, and no libjemalloc.so is loaded.
MALLOC_CONF=stats_print:true "$REINPLACE" opt "$SOURCE_DIR/tests/core/reinplace/miscompilations/add_transpose_overlap.fx" \
  >"$WORK/out" 2>"$WORK/err"
grep -qF "Begin jemalloc statistics" "$WORK/err" || fail "jemalloc does not serve the command line"
if ldd "$REINPLACE" | grep -q "libjemalloc"; then fail "the command line loads libjemalloc.so"; fi

finish
