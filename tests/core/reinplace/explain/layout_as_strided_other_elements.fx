# As layout_as_strided_same_elements.fx, but as_strided reads storage position 1: relu's
# element 1 when fresh, and in place a position between relu's elements (clone's element 1,
# which relu does not write).
# policy: sound
# expect: kept relu: in place the result would have strides [2] instead of [1], which as_strided depends on [layout-readers] (misses 12 bytes)
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
def forward(self, x: "f32[6]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    as_strided = torch.ops.aten.as_strided.default(relu, [2], [1]);  relu = None
    return as_strided
