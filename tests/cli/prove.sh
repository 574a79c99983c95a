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

finish
