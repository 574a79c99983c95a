# `reinplace check` and `reinplace run`: verdicts, replay lines, exit statuses, JSON values.
source "$(dirname "$0")/lib.sh"
MIS=$SOURCE_DIR/tests/core/reinplace/miscompilations
UP=$SOURCE_DIR/tests/core/reinplace/upstream

# The sound policy's rewrite of a mis-compilation is equivalent...
run check "$MIS/add_transpose_overlap.fx" --trials=4
expect_status 0
expect_stdout_has "equivalent (4 trials)"
# What each run allocates (clone and add, f32[3, 3]: 36 bytes each; the sound rewrite keeps
# both) and holds at most, the input's 36 bytes included.
expect_stdout_has "memory of the original: 72 bytes allocated, peak 108 bytes live (inputs 36 bytes)"
expect_stdout_has "memory of the rewrite:  72 bytes allocated, peak 108 bytes live (inputs 36 bytes)"

# ...upstream's is not: the verdict names the node, the reason and how to replay it.
run check "$MIS/add_transpose_overlap.fx" --policy=pytorch --seed=3
expect_status 1
expect_stdout_has "overlap-hazard at add (line 11): add_.Tensor writes into clone"
expect_stdout_has "which overlaps it partially"
expect_stdout_has "replay: reinplace check $MIS/add_transpose_overlap.fx --policy=pytorch --seed=3 --trials=1"
# The rewrite stopped at add_, having allocated only clone.
expect_stdout_has "memory of the rewrite:  36 bytes allocated, peak 72 bytes live (inputs 36 bytes), up to the fault where the run stopped"

run check "$MIS/select_scatter_expand_base.fx" --policy=pytorch
expect_status 1
expect_stdout_has "value-mismatch at expand"
expect_stdout_has "output 0 at index [1, 0] expected"

# A switched-off check shows up in the replay line.
run check "$MIS/view_of_relaid_result.fx" --unsafe-skip-check=layout-preserved
expect_status 1
expect_stdout_has "invalid-graph at view"
expect_stdout_has "--unsafe-skip-check=layout-preserved --seed=0 --trials=1"

# Special values are part of the replay.
run check "$UP/reinplace_basic.fx" --special-values --trials=3
expect_status 0
expect_stdout_has "equivalent (3 trials)"

# Dictionary inputs (signed zeros, ones, the graph's numbers) show what the usual sets miss: a
# rewrite wrong only where -0 sits beside +0. The replay keeps the flag.
ZEROS=$SOURCE_DIR/tests/generators/missed/read_elsewhere_wrong_on_signed_zeros.fx
run check "$ZEROS" --policy=pytorch
expect_status 0
expect_stdout_has "equivalent (10 trials)"
run check "$ZEROS" --policy=pytorch --dictionary
expect_status 1
expect_stdout_has "value-mismatch at as_strided"
expect_stdout_has "--policy=pytorch --seed=1 --trials=1 --dictionary"
run check "$ZEROS" --dictionary
expect_status 0

# Bad usage and bad input: exit 2.
run check "$UP/reinplace_basic.fx" --trials=0
expect_status 2
expect_stderr_has "--trials"
run check "$WORK/missing.fx"
expect_status 2
expect_stderr_has "missing.fx"

# run: the returned tensors as text and as JSON, deterministic for a seed.
run run "$UP/reinplace_basic.fx" --seed=5
expect_status 0
expect_stdout_has "output 0: f32["
cp "$WORK/out" "$WORK/first"
run run "$UP/reinplace_basic.fx" --seed=5
cmp -s "$WORK/out" "$WORK/first" || fail "run is not deterministic for a seed"

cat >"$WORK/values.fx" <<'FX'
def forward(self, x_1: "f32[2, 2]"):
    t = torch.ops.aten.t.default(x_1);  x_1 = None
    div = torch.ops.aten.div.Tensor(t, 0);  t = None
    return (div, div)
FX
run run "$WORK/values.fx" --format=json
expect_status 0
expect_stdout_has '{"dtype": "f32", "sizes": [2, 2], "strides": [1, 2], "storage_offset": 0, "values": ['
expect_stdout_has '"-inf"'
run run "$WORK/values.fx" --format=json --with-inputs
expect_status 0
expect_stdout_has '"inputs": [{"dtype": "f32", "sizes": [2, 2]'
expect_stdout_has '"storage": ['

# A graph that faults: the verdict kind and exit 1.
cat >"$WORK/hazard.fx" <<'FX'
def forward(self, x_1: "f32[3]"):
    expand = torch.ops.aten.expand.default(x_1, [2, 3]);  x_1 = None
    add_ = torch.ops.aten.add_.Tensor(expand, 1);  expand = None
    return add_
FX
run run "$WORK/hazard.fx"
expect_status 1
expect_stdout_has "overlap-hazard at add_ (line 3)"

# ATen as the oracle: torch's own message for an overlap it refuses; both oracles agree on it.
run run "$WORK/hazard.fx" --oracle=aten
expect_status 1
expect_stdout_has "overlap-hazard at add_ (line 3): unsupported operation: more than one element of the written-to tensor refers to a single memory location"
run check "$SOURCE_DIR/tests/core/reinplace/explain/copy_returns_src.fx" --oracle=both
expect_status 0
expect_stdout_has "equivalent (10 trials)"
run check "$SOURCE_DIR/tests/core/reinplace/explain/copy_returns_src.fx" --oracle=both \
  --unsafe-skip-check=later-use --unsafe-skip-check=distinct-outputs
expect_status 1
expect_stdout_has "value-mismatch at copy"
expect_stdout_has "--oracle=both"
# A view past its storage's end, which ATen's _reshape_alias does not refuse: the reference's
# invalid-graph is the verdict, not a disagreement of the oracles.
run check "$SOURCE_DIR/tests/oracle/checks/pytorch_reshape_alias_past_its_storage.fx" \
  --policy=pytorch --oracle=both --trials=1
expect_status 1
expect_stdout_has "invalid-graph at _reshape_alias (line 21): the view f32[3][1] needs 3 elements of storage, which has 2"
# The reference's runs an ulp apart where ATen's agree bit for bit: ATen's verdict.
relaid="$SOURCE_DIR/tests/oracle/checks/pytorch_group_norm_relaid_ulp_in_the_reference_only.fx"
run check "$relaid" --policy=pytorch --oracle=reference --seed=6 --trials=1
expect_status 1
expect_stdout_has "value-mismatch at getitem_1"
run check "$relaid" --policy=pytorch --oracle=both --seed=6 --trials=1
expect_status 0
expect_stdout_has "equivalent (1 trial)"
run check "$SOURCE_DIR/tests/oracle/checks/pytorch_group_norm_relaid_cast_to_int.fx" \
  --policy=pytorch --oracle=both --seed=4 --trials=1
expect_status 1
expect_stdout_has "value-mismatch at _to_copy (line 20): output 0 at index [0, 0] expected 1323996, got 1323998"
run check "$SOURCE_DIR/tests/oracle/checks/pytorch_group_norm_bias_read_past_its_storage.fx" \
  --policy=pytorch --oracle=both --trials=1
expect_status 1
expect_stdout_has "invalid-graph at native_group_norm (line 16): native_group_norm reads bias as 2 contiguous elements, past the end of its storage"
run check "$SOURCE_DIR/tests/oracle/checks/pytorch_batch_norm_overlapping_stats_walk_order.fx" \
  --policy=pytorch --oracle=both
expect_status 0
expect_stdout_has "equivalent (10 trials)"
# A one-channel training batch norm relaid to a strided input: both oracles see torch's own
# mis-compilation (an ulp in running_mean); the reference used to see it in the output instead.
run check "$SOURCE_DIR/tests/oracle/checks/pytorch_batch_norm_one_channel_strided_stats_in_double.fx" \
  --policy=pytorch --oracle=both --trials=1
expect_status 1
expect_stdout_has "input-mutated at native_batch_norm (line 20): input running_mean is left different from what the original leaves: at index [0] expected -0.45756304, got -0.4575631"
run check "$WORK/hazard.fx" --oracle=reference-ish
expect_status 2

# A bare graph (no statement annotated) of an op without a meta rule loads with ATen's meta.
cat >"$WORK/bare.fx" <<'FX'
def forward(self, x: "f32[1, 2, 2, 4, 4][64, 1, 32, 8, 2]"):
    upsample = torch.ops.aten.upsample_nearest3d.vec(x, None, [1.0, 2.0, 2.0]);  x = None
    relu = torch.ops.aten.relu.default(upsample);  upsample = None
    return relu
FX
run meta "$WORK/bare.fx"
expect_status 0
expect_stdout_has 'upsample: "f32[1, 2, 2, 8, 8][256, 1, 128, 16, 2]" = torch.ops.aten.upsample_nearest3d.vec(x, None, [1.0, 2.0, 2.0]);  x = None  # meta from ATen'
run check "$WORK/bare.fx" --oracle=both --trials=2
expect_status 0
# One whose result's sizes depend on values, and one ATen has no CPU kernel for: exit 2 at the node.
cat >"$WORK/nonzero.fx" <<'FX'
def forward(self, x: "f32[4]"):
    nonzero = torch.ops.aten.nonzero.default(x);  x = None
    return nonzero
FX
run check "$WORK/nonzero.fx"
expect_status 2
expect_stderr_has "nonzero.fx:2:5: error: aten.nonzero.default has no meta rule, and the sizes of its result depend on the values of its inputs"
run ops --summary
expect_status 0
expect_stdout_has "meta rule, reference kernel: "
expect_stdout_has "ATen only: "

# Sizes past the oracle's limits are bad input with a location, not an out-of-memory.
cat >"$WORK/huge.fx" <<'FX'
def forward(self, x_1: "f32[4]"):
    expand = torch.ops.aten.expand.default(x_1, [1000000000, 4]);  x_1 = None
    clone = torch.ops.aten.clone.default(expand);  expand = None
    return clone
FX
run run "$WORK/huge.fx"
expect_status 2
expect_stderr_has "huge.fx:3:5: error: 'clone' needs 16000000000 bytes (14.9 GiB) (4000000000 elements of f32); the oracle's memory budget is"
# The budget is a flag: a graph that fits by default does not fit a smaller one, in check and
# run, in both oracles; a budget that does not read is a usage error.
cat >"$WORK/weights.fx" <<'FX'
def forward(self, w: "f32[1000, 1000]", x: "f32[1000]"):
    mv = torch.ops.aten.mv.default(w, x)
    relu = torch.ops.aten.relu.default(mv);  mv = None
    return relu
FX
run check "$WORK/weights.fx" --trials=1 --oracle=both
expect_status 0
expect_stdout_has "equivalent (1 trial)"
for oracle in reference aten; do
  run check "$WORK/weights.fx" --trials=1 --oracle=$oracle --memory-budget=3M
  expect_status 2
  expect_stderr_has "weights.fx:1:19: error: input 'w' needs 4000000 bytes (3.8 MiB) (1000000 elements of f32); the oracle's memory budget is 3145728 bytes (3.0 MiB) (--memory-budget)"
  run check "$WORK/weights.fx" --trials=1 --oracle=$oracle --memory-budget=4002000
  expect_status 2
  expect_stderr_has "weights.fx:1:41: error: with input 'x', the run holds 4004000 bytes (3.8 MiB); the oracle's memory budget is 4002000 bytes (3.8 MiB)"
done
run run "$WORK/weights.fx" --memory-budget=4004003
expect_status 2
expect_stderr_has "with 'mv', the run holds 4008000 bytes"
run run "$WORK/weights.fx" --memory-budget=4008000 --oracle=aten
expect_status 2
expect_stderr_has "with 'relu', the run holds 4012000 bytes"
run run "$WORK/weights.fx" --memory-budget=8024000 --oracle=both
expect_status 0
# The budget holds for all the runs a check keeps at once: each run of weights.fx fits 6M, the
# original's and the rewrite's together do not (the original's, once run, holds its inputs and
# its result: 4,008,000 bytes; mv's 4,000 are let go). With both oracles, the reference's run of
# the original holds mv too while ATen's is compared with it.
for oracle in reference aten both; do
  held=8012000
  [ $oracle = both ] && held=8016000
  run check "$WORK/weights.fx" --trials=1 --oracle=$oracle --memory-budget=6M
  expect_status 2
  expect_stderr_has "weights.fx:1:19: error: with its inputs, the runs of this check hold $held bytes (7.6 MiB) (this one 4004000 bytes (3.8 MiB) with its inputs); the oracle's memory budget is 6291456 bytes (6.0 MiB)"
done
# A run holds what it still needs, not all it made: a chain of 16 adds of a 1 MB tensor makes
# 16 MB a run. The reference's run keeps every value while ATen's is compared with it value by
# value, then only its inputs and result; ATen lets each value go after its last use. So at 24M
# every oracle checks it; holding whole runs, both oracles took 36 MB and ATen alone 21 MB.
{
  echo 'def forward(self, x: "f32[250000]"):'
  echo '    add_1 = torch.ops.aten.add.Tensor(x, 1)'
  for k in $(seq 2 16); do
    echo "    add_$k = torch.ops.aten.add.Tensor(add_$((k - 1)), 1);  add_$((k - 1)) = None"
  done
  echo '    return (add_16,)'
} >"$WORK/chain.fx"
for oracle in reference aten both; do
  run check "$WORK/chain.fx" --trials=1 --oracle=$oracle --memory-budget=24M
  expect_status 0
  expect_stdout_has "equivalent (1 trial)"
done
# The reference's run of the original keeps all 17 MB while ATen's is compared with it (3 MB at
# its peak); the rewrite's runs hold less: its in-place adds each compute into a scratch that is
# given back at once (it was counted until the run ended: 17 MB more).
run check "$WORK/chain.fx" --trials=1 --oracle=both --memory-budget=20M
expect_status 0
run check "$WORK/chain.fx" --trials=1 --oracle=both --memory-budget=19M
expect_status 2
expect_stderr_has "chain.fx:3:5: error: with 'add_2', the runs of this check hold 20000000 bytes (19.1 MiB) (this one 3000000 bytes (2.9 MiB) with its inputs)"
run check "$WORK/weights.fx" --trials=1 --oracle=both --memory-budget=16048000
expect_status 0
for bad in 0 -4 4Q G 99999999999T; do
  run check "$WORK/weights.fx" --memory-budget=$bad
  expect_status 2
  expect_stderr_has "--memory-budget=$bad: expected a positive number of bytes, or one with K, M, G or T"
done

# A graph that returns NaN for every input is equivalent to its rewrite, but the comparison
# judged no arithmetic: check says so. A graph with finite results gets no such warning.
cat > "$WORK/nan.fx" <<'FX'
def forward(self, x: "f32[4]"):
    abs_1 = torch.ops.aten.abs.default(x)
    neg = torch.ops.aten.neg.default(abs_1)
    sub = torch.ops.aten.sub.Tensor(neg, 1)
    sqrt = torch.ops.aten.sqrt.default(sub)
    return (sqrt,)
FX
run check "$WORK/nan.fx" --trials=3
expect_status 0
expect_stdout_has "equivalent (3 trials)"
expect_stdout_has "warning: every floating value the graph returned was NaN or infinite on every trial"
run check "$MIS/add_transpose_overlap.fx" --trials=3
expect_stdout_lacks "warning:"

finish
