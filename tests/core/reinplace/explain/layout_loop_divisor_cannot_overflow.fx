# In place, relu's result is every other element of clone (stride 2) where a fresh one is
# contiguous, and floating floor_divide and remainder pick their vectorized or scalar loop by
# their operands' strides. The loops differ only where a finite dividend over a nonzero divisor
# overflows; a Python-number divisor of 0, or of magnitude 1 or more, never lets it: relu goes
# in place. Found by the missed-rewrite campaign (seed 6482, eq's bools over 0.0).
# policy: sound
# expect: inplaced relu -> relu_.default (saves 128 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[64]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    eq = torch.ops.aten.eq.Scalar(relu, 0)
    floor_divide = torch.ops.aten.floor_divide.Scalar(eq, 0.0);  eq = None
    remainder = torch.ops.aten.remainder.Scalar(relu, -3.5)
    floor_divide_1 = torch.ops.aten.floor_divide.Scalar(relu, inf);  relu = None
    return (floor_divide, remainder, floor_divide_1)
