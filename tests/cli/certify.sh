# `reinplace check --certify` and `reinplace campaign --certify`: summaries, refuted obligations
# with their witnesses, exit statuses.
source "$(dirname "$0")/lib.sh"
MIS=$SOURCE_DIR/tests/core/reinplace/miscompilations
EXPLAIN=$SOURCE_DIR/tests/core/reinplace/explain

# Sound rewrites certify: the summary follows the verdict.
run check "$EXPLAIN/scatter_rewrite_and_removal.fx" --certify --trials=2
expect_status 0
expect_stdout_has "equivalent (2 trials)"
expect_stdout_has "certified 3 rewrites ("
expect_stdout_has "median"

# Upstream's mis-compilations fail, each with the obligation that names the fault.
run check "$MIS/as_strided_self_overlap.fx" --policy=pytorch --certify --trials=1
expect_status 1
expect_stdout_has "overlap-hazard at add"
expect_stdout_has "certificate failed for 1 rewrite (2 obligations): 1 refuted, 0 unknown"
expect_stdout_has "refuted internal-overlap: add: self as_strided f32[3, 3][1, 1] has internal overlap: indices"

run check "$MIS/add_transpose_overlap.fx" --policy=pytorch --certify --trials=1
expect_status 1
expect_stdout_has "refuted argument-overlap: add: argument t f32[3, 3][1, 3] overlaps self clone f32[3, 3][3, 1]"

run check "$MIS/select_scatter_expand_base.fx" --policy=pytorch --certify --trials=1
expect_status 1
expect_stdout_has "refuted scatter-base-overlap: select_scatter: base expand f32[3, 4][0, 1] has internal overlap"

# A rewrite that relays what _reshape_alias reads by its traced strides is refuted with a witness
# (the check that prevents it switched off), not certified.
run check "$EXPLAIN/layout_reshape_alias_attention_q.fx" --unsafe-skip-check=layout-readers --certify --trials=1
expect_status 1
expect_stdout_has "value-mismatch at bmm"
expect_stdout_has "refuted layout-read: mul: _reshape_alias (_reshape_alias.default, f32[2, 4, 2][2, 4, 1] before"
expect_stdout_has "index [0, 1, 0] read element [0, 0, 1, 0] of mul before"

# Without --certify nothing is certified.
run check "$EXPLAIN/scatter_rewrite_and_removal.fx" --trials=1
expect_status 0
expect_stdout_lacks "certified"

# A campaign certifies every rewritten graph: none fails under sound...
run campaign --max-graphs=200 --certify --out="$WORK/sound"
expect_status 0
expect_stdout_has "no failures"

# ...and under pytorch failed certificates are their own kind, with repros that replay them.
run campaign --max-graphs=200 --certify --policy=pytorch --no-shrink --out="$WORK/pytorch"
expect_status 1
expect_stdout_has "certificate ["
REPRO=$(ls "$WORK"/pytorch/certificate-*.fx 2>/dev/null | head -1)
[ -n "$REPRO" ] || fail "no certificate repro written"
grep -qF -- "# certificate: refuted " "$REPRO" || fail "repro lacks its certificate line"
grep -qF -- "--policy=pytorch --certify" "$REPRO" || fail "repro's replay lacks --certify"
run check "$REPRO" --policy=pytorch --certify --trials=1
expect_status 1
expect_stdout_has "certificate failed"

finish
