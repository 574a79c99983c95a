# In place, relu's result is every other element of clone (stride 2) where a fresh one is
# contiguous: floating floor_divide then runs 32 elements by its scalar loop where it ran them by
# its vectorized loop (rows of 16 floats and more). The divisor 0.25 lets a dividend above a
# quarter of the largest float overflow the quotient, where the vectorized fmod gives NaN and the
# scalar loop a number, so relu is kept. With a divisor that cannot overflow, or fewer than 16
# elements (all by the scalar loop), it goes in place (layout_loop_divisor_cannot_overflow.fx).
# policy: sound
# expect: kept relu: in place the result would have strides [2] instead of [1], which floor_divide depends on [layout-preserved] (misses 128 bytes)
# expect: inplaced relu_1 -> relu_.default (saves 32 bytes)
# oracle: sound => equivalent
def forward(self, x: "f32[64]", y: "f32[16]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    floor_divide = torch.ops.aten.floor_divide.Scalar(relu, 0.25);  relu = None
    clone_1 = torch.ops.aten.clone.default(y);  y = None
    slice_2 = torch.ops.aten.slice.Tensor(clone_1, 0, None, None, 2);  clone_1 = None
    relu_1 = torch.ops.aten.relu.default(slice_2);  slice_2 = None
    floor_divide_1 = torch.ops.aten.floor_divide.Scalar(relu_1, 0.25);  relu_1 = None
    return (floor_divide, floor_divide_1)
