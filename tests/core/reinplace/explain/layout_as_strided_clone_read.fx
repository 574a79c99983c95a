# As layout_as_strided_clone_read_elsewhere.fx, but the output reads clone_1's second column,
# which copies as_strided's second position: in place it holds clone's element 1, not relu's,
# so relu stays.
# policy: sound
# expect: kept relu: in place the result would have strides [2] instead of [1], which as_strided depends on [layout-readers]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch at slice_1
def forward(self, x: "f32[3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    as_strided = torch.ops.aten.as_strided.default(relu, [1, 2], [0, 1]);  relu = None
    clone_1 = torch.ops.aten.clone.default(as_strided);  as_strided = None
    slice_1 = torch.ops.aten.slice.Tensor(clone_1, 1, 1, None, 2);  clone_1 = None
    return slice_1
