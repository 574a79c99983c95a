# fmod of floats takes the vector library's fmod in its vectorized loop, which gives NaN where
# the quotient overflows and the scalar loop a number; which elements take which loop follows
# the operands' strides. In place, relu's result would be every other element of clone (stride 2)
# where a fresh one is contiguous, so its 32 elements would leave the vectorized loop: kept. The
# second fmod has fewer than 16 elements, all by the scalar loop in any layout: in place.
# The divisor 0.25 lets a dividend above a quarter of the largest float overflow the quotient.
# policy: sound
# expect: kept relu: in place the result would have strides [2] instead of [1], which fmod depends on [layout-preserved] (misses 128 bytes)
# expect: inplaced relu_1 -> relu_.default (saves 32 bytes)
# oracle: sound => equivalent
def forward(self, x: "f32[64]", y: "f32[16]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    fmod = torch.ops.aten.fmod.Scalar(relu, 0.25);  relu = None
    clone_1 = torch.ops.aten.clone.default(y);  y = None
    slice_2 = torch.ops.aten.slice.Tensor(clone_1, 0, None, None, 2);  clone_1 = None
    relu_1 = torch.ops.aten.relu.default(slice_2);  slice_2 = None
    fmod_1 = torch.ops.aten.fmod.Scalar(relu_1, 0.25);  relu_1 = None
    return (fmod, fmod_1)
