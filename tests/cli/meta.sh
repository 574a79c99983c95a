# `reinplace meta`: annotated output, re-loadable output, --input, and clean errors.
source "$(dirname "$0")/lib.sh"
EXAMPLES=$SOURCE_DIR/corpus/examples

run meta "$EXAMPLES/chained_slices.fx"
expect_status 0
expect_stdout_has 'def forward(self, x_1: "f32[4, 6][6, 1]"):'
expect_stdout_has 'slice_1: "f32[2, 6][6, 1]@6" = torch.ops.aten.slice.Tensor(clone, 0, 1, 3)'
expect_stdout_has 'slice_3: "f32[2, 3][6, 2]@6" = torch.ops.aten.slice.Tensor(slice_2, 1, 0, 9223372036854775807, 2)'

# The annotated output is itself a valid graph whose annotations all check out.
cp "$WORK/out" "$WORK/annotated.fx"
run meta "$WORK/annotated.fx"
expect_status 0
cmp -s "$WORK/out" "$WORK/annotated.fx" || fail "meta of meta output differs"

# A parameter without meta needs --input.
printf 'def forward(self, x):\n    t = torch.ops.aten.t.default(x)\n    return t\n' >"$WORK/plain.fx"
run meta "$WORK/plain.fx"
expect_status 2
expect_stderr_has "plain.fx:1:19: error: parameter 'x' has no meta"
run meta "$WORK/plain.fx" --input x=f32[2,3]
expect_status 0
expect_stdout_has 't: "f32[3, 2][1, 3]" = torch.ops.aten.t.default(x)'
run meta "$WORK/plain.fx" --input x
expect_status 2
expect_stderr_has "--input expects NAME=META"
run meta "$WORK/plain.fx" --input y=f32[2]
expect_status 2
expect_stderr_has "--input names 'y', which is not a parameter"

# Bad input: located errors and exit status 2, never a crash.
run meta "$WORK/does-not-exist.fx"
expect_status 2
expect_stderr_has "does-not-exist.fx:1:1: error: cannot read the file"
run meta "$WORK"
expect_status 2
expect_stderr_has "$WORK:1:1: error: cannot read the file: it is a directory"
# A pipe is read to its end (it once read as empty), and gives what the file gives.
run opt "$SOURCE_DIR/tests/core/reinplace/upstream/reinplace_scatter_twice.fx"
cp "$WORK/out" "$WORK/from_file"
cat "$SOURCE_DIR/tests/core/reinplace/upstream/reinplace_scatter_twice.fx" |
  "$REINPLACE" opt /dev/stdin >"$WORK/out" 2>"$WORK/err"
STATUS=$?
expect_status 0
cmp -s "$WORK/out" "$WORK/from_file" || fail "opt of a pipe differs from opt of the file"
printf 'def forward(self, x: "f32[4]"):\n    a = torch.ops.aten.nope.default(x)\n    return a\n' >"$WORK/bad.fx"
run meta "$WORK/bad.fx"
expect_status 2
expect_stderr_has "bad.fx:2:24: error: unknown op 'aten.nope.default'"
head -c 3000 /dev/urandom >"$WORK/random.fx"
run meta "$WORK/random.fx"
expect_status 2
run meta "$EXAMPLES/chained_slices.fx" --frobnicate
expect_status 2
expect_stderr_has "unknown option '--frobnicate'"
run meta
expect_status 2
expect_stderr_has "missing FILE"

finish
