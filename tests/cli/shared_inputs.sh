# Parameters that share a storage (" in s") on the command line: `opt` writes the sharing back
# with the storage's size, `run --with-inputs` says which inputs are views of one storage,
# `--input` takes " in s", and a bad storage is an error at its location with exit status 2.
source "$(dirname "$0")/lib.sh"

explain="$SOURCE_DIR/tests/core/reinplace/explain"

run opt "$explain/shared_input_later_use.fx"
expect_status 0
expect_stdout_has 'def forward(self, a: "f32[4] in s[4]", b: "f32[4] in s[4]"):'
cp "$WORK/out" "$WORK/printed.fx"
run check "$WORK/printed.fx" --unsafe-skip-check=later-use
expect_status 1
expect_stdout_has "value-mismatch at mul"

run run "$explain/shared_input_copy_back_overlapping_views.fx" --format=json --with-inputs
expect_status 0
[ "$(grep -o '"storage_index": 0' "$WORK/out" | wc -l)" -eq 2 ] ||
  fail "both inputs should be views of storage 0"
expect_stdout_has '"sizes": [4], "strides": [1], "storage_offset": 2'

printf 'def forward(self, a, b, c):\n    return (a, b, c)\n' >"$WORK/bare.fx"
run run "$WORK/bare.fx" --format=json --with-inputs --input "a=f32[4] in s" \
  --input "b=f32[2]@2 in s[6]" --input "c=f32[2]"
expect_status 0
expect_stdout_has '"storage_index": 0}'
expect_stdout_has '"storage_index": 1}'
[ "$(grep -o '"storage_index": 0' "$WORK/out" | wc -l)" -eq 2 ] || fail "a and b share storage 0"

printf 'def forward(self, a: "f32[4] in s[2]"):\n    return a\n' >"$WORK/small.fx"
run meta "$WORK/small.fx"
expect_status 2
expect_stderr_has "small.fx:1:30: error: storage 's' has 2 elements, too few for parameter 'a'"

finish
