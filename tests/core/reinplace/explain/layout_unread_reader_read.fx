# As layout_unread_reader.fx, but what as_strided reads is used: mul reads, in place, a
# position between relu's elements, so relu is kept.
# policy: sound
# expect: kept relu: in place the result would have strides [2, 2] instead of [1, 1], which as_strided depends on [layout-readers] (misses 8 bytes)
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2]"):
    clone = torch.ops.aten.clone.default(x)
    slice = torch.ops.aten.slice.Tensor(clone, 1, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    view = torch.ops.aten.view.default(relu, [-1]);  relu = None
    as_strided = torch.ops.aten.as_strided.default(view, [1, 2], [0, 1]);  view = None
    mul = torch.ops.aten.mul.Tensor(as_strided, 2);  as_strided = None
    return (x, mul)
