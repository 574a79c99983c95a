# `reinplace ops --samples`: every schema with a CPU kernel runs in ATen on samples drawn from the
# schema alone; where an op has a rule and a kernel, both oracles must agree on its sample. The
# scan once ended in a segmentation fault (a ZeroTensor has no memory to export; a torch kernel
# crashing on its sample), so the scan finishing is itself checked.
source "$(dirname "$0")/lib.sh"
"$REINPLACE" ops --summary >/dev/null 2>&1 || { echo "reinplace ops failed"; exit 1; }

run ops --samples --summary
expect_status 0
expect_stdout_has "meta rule, reference kernel: "
expect_stdout_lacks "oracles disagree"
runs=$(sed -n 's/^runs on samples: \([0-9]*\) of 3300$/\1/p' "$WORK/out")
[ -n "$runs" ] && [ "$runs" -ge 1650 ] || fail "expected at least 1650 schemas to run on samples, got '${runs}'"

# A ZeroTensor's elements are zeros, though it has no memory.
cat >"$WORK/zeros.fx" <<'GRAPH'
def forward(self, x: "f32[2, 3]"):
    zeros = torch.ops.aten._efficientzerotensor.default([2, 3])
    add = torch.ops.aten.add.Tensor(x, zeros)
    return (zeros, add)
GRAPH
run run "$WORK/zeros.fx" --oracle=aten
expect_status 0
expect_stdout_has "output 0: f32[2, 3][3, 1] [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]"
finish
