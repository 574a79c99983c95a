# `reinplace reduce`: the reduced graph loads again and keeps its verdict; exit statuses.
source "$(dirname "$0")/lib.sh"
MIS=$SOURCE_DIR/tests/core/reinplace/miscompilations
UP=$SOURCE_DIR/tests/core/reinplace/upstream

# A mis-compilation shrinks; the output is a graph `reinplace check` fails the same way.
run reduce "$MIS/view_of_relaid_result.fx" --policy=pytorch
expect_status 0
expect_stdout_has "# verdict: invalid-graph at view"
expect_stdout_has "def forward(self, x_1: \"f32["
expect_stderr_has "reduced 5 ops, 24 input elements -> 4 ops,"
expect_stderr_has "keeping invalid-graph"
cp "$WORK/out" "$WORK/reduced.fx"
run check "$WORK/reduced.fx" --policy=pytorch
expect_status 1
expect_stdout_has "invalid-graph at view"

# The same failure buried in 50 unrelated ops, three more inputs with big shapes and more
# returned values comes back to the same three ops.
{
  echo 'def forward(self, x_1: "f32[16, 16]", y_1: "f32[64, 32]", z_1: "f32[500]", w_1: "i64[7]"):'
  echo '    a0 = torch.ops.aten.mul.Scalar(y_1, 2.5)'
  echo '    b0 = torch.ops.aten.neg.default(z_1)'
  for i in $(seq 1 12); do
    echo "    a$i = torch.ops.aten.relu.default(a$((i - 1)))"
    echo "    b$i = torch.ops.aten.add.Tensor(b$((i - 1)), b$((i - 1)))"
  done
  echo '    clone = torch.ops.aten.clone.default(x_1)'
  echo '    t = torch.ops.aten.t.default(clone)'
  echo '    add = torch.ops.aten.add.Tensor(clone, t)'
  for i in $(seq 13 24); do
    echo "    a$i = torch.ops.aten.mul.Scalar(a$((i - 1)), 0.5)"
    echo "    b$i = torch.ops.aten.abs.default(b$((i - 1)))"
  done
  echo '    return (a24, add, b24, w_1)'
} >"$WORK/padded.fx"
run check "$WORK/padded.fx" --policy=pytorch
expect_status 1
expect_stdout_has "overlap-hazard at add"
run reduce "$WORK/padded.fx" --policy=pytorch -o "$WORK/padded_reduced.fx"
expect_status 0
expect_stderr_has "reduced 53 ops, 2811 input elements -> 3 ops, 4 input elements in"
expect_stderr_has "keeping overlap-hazard"
grep -qF 'def forward(self, x_1: "f32[2, 2]"):' "$WORK/padded_reduced.fx" ||
  fail "padded graph did not reduce to x_1: f32[2, 2]"
run check "$WORK/padded_reduced.fx" --policy=pytorch
expect_status 1
expect_stdout_has "overlap-hazard at add"

# Switched-off checks and special values are part of what must keep failing.
run reduce "$MIS/add_transpose_overlap.fx" --unsafe-skip-check=argument-overlap --special-values
expect_status 0
expect_stdout_has "# replay: reinplace check FILE --policy=sound --unsafe-skip-check=argument-overlap --seed=0 --trials=10 --special-values"
cp "$WORK/out" "$WORK/skipped.fx"
run check "$WORK/skipped.fx" --unsafe-skip-check=argument-overlap --special-values
expect_status 1
expect_stdout_has "overlap-hazard"

# A cap on the checks still gives a graph, and says so.
run reduce "$WORK/padded.fx" --policy=pytorch --max-checks=2
expect_status 0
expect_stderr_has "in 2 checks"
expect_stderr_has "stopped at --max-checks=2"

# Nothing to reduce: a graph the pass gets right.
run reduce "$MIS/add_transpose_overlap.fx"
expect_status 2
expect_stderr_has "does not fail: the rewrite under policy sound is equivalent on 10 input set(s); nothing to reduce"
run reduce "$UP/reinplace_basic.fx" --policy=pytorch
expect_status 2
expect_stderr_has "nothing to reduce"

# Bad usage and bad input: exit 2.
run reduce "$MIS/add_transpose_overlap.fx" --policy=pytorch --max-checks=0
expect_status 2
expect_stderr_has "--max-checks"
run reduce "$MIS/add_transpose_overlap.fx" --bogus
expect_status 2
expect_stderr_has "unknown option '--bogus'"
run reduce "$MIS/add_transpose_overlap.fx" --policy=fast
expect_status 2
expect_stderr_has "unknown policy 'fast'"
run reduce
expect_status 2
expect_stderr_has "missing FILE"
run reduce "$WORK/missing.fx"
expect_status 2
expect_stderr_has "missing.fx"

run reduce --help
expect_status 0
expect_stdout_has "usage: reinplace reduce FILE"

finish
