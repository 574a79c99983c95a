# `reinplace prove`: the lemma table, one lemma, bad usage.
source "$(dirname "$0")/lib.sh"

run prove --max-rank=2
expect_status 0
expect_stdout_has "lemma"
expect_stdout_has "verdict"
expect_stdout_has "select_scatter                      proved    proved"
expect_stdout_has "select_scatter_overlapping_base     refuted   refuted"
expect_stdout_has "0 unexpected"
# The expected refutation prints its counterexample.
expect_stdout_has "select_scatter_overlapping_base: rank 1, dim 0: base f32 sizes"
expect_stdout_has "scatter gives"

run prove --lemma=inplace_pointwise_partial_overlap
expect_status 0
expect_stdout_has "inplace_pointwise_partial_overlap"
expect_stdout_lacks "select_scatter"
expect_stdout_has "add_ gives"

# A timeout is unknown, not proved, and not a failure.
run prove --lemma=diagonal_scatter --timeout-ms=1
expect_status 0
expect_stdout_has "unknown"

run prove --help
expect_status 0
expect_stdout_has "as_strided_scatter_relaid_clone (expected refuted)"

run prove --lemma=no_such_lemma
expect_status 2
expect_stderr_has "unknown lemma 'no_such_lemma'"
run prove --max-rank=0
expect_status 2
expect_stderr_has "--max-rank"
run prove extra
expect_status 2

# Z3 is loaded by the commands that prove, and by no other: the command line does not link it
# (cli/proof_module.h), so `opt` does not pay for loading and relocating it.
if readelf -d "$REINPLACE" | grep -q "libz3"; then fail "the command line links libz3"; fi
cat >"$WORK/one.fx" <<'GRAPH'
def forward(self, x: "f32[2]"):
    y = torch.ops.aten.add.Tensor(x, 1)
    return (y,)
GRAPH
LD_DEBUG=libs "$REINPLACE" opt "$WORK/one.fx" >"$WORK/out" 2>"$WORK/loads"
if grep -q "init: .*libz3" "$WORK/loads"; then fail "opt loads libz3"; fi
LD_DEBUG=libs "$REINPLACE" check --certify "$WORK/one.fx" >"$WORK/out" 2>"$WORK/loads"
grep -q "init: .*libz3" "$WORK/loads" || fail "check --certify does not load libz3"
grep -qF "certified" "$WORK/out" || fail "check --certify prints no certificate"

finish
