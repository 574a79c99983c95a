# clamp_min.Tensor is at::maximum: its vectorized loop keeps the second operand of two equal
# values (0.0 and -0.0), its scalar loop the first, and which elements take which loop follows
# the operands' strides. In place, relu's result would be every other element of clone (stride 2)
# where a fresh one is contiguous, so its 32 elements would leave the vectorized loop: kept. The
# second clamp has fewer than 16 elements, all by the scalar loop in any layout: in place.
# Found by the OpInfo comparison of clamp_min (signed zeros differed from torch).
# policy: sound
# expect: kept relu: in place the result would have strides [2] instead of [1], which clamp_min depends on [layout-preserved] (misses 128 bytes)
# expect: inplaced relu_1 -> relu_.default (saves 32 bytes)
# oracle: sound => equivalent
def forward(self, x: "f32[64]", y: "f32[16]", lo: "f32[32]", lo_1: "f32[8]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    clamp_min = torch.ops.aten.clamp_min.Tensor(relu, lo);  relu = lo = None
    clone_1 = torch.ops.aten.clone.default(y);  y = None
    slice_2 = torch.ops.aten.slice.Tensor(clone_1, 0, None, None, 2);  clone_1 = None
    relu_1 = torch.ops.aten.relu.default(slice_2);  slice_2 = None
    clamp_min_1 = torch.ops.aten.clamp_min.Tensor(relu_1, lo_1);  relu_1 = lo_1 = None
    return (clamp_min, clamp_min_1)
