# The same with f32: in place, gelu would read a strided self instead of a contiguous one, and
# torch 1.13 sends only the contiguous one to oneDNN, so relu stays functional.
# policy: sound
# expect: kept relu: in place the result would have strides [2] instead of [1], which gelu depends on [layout-preserved]
# oracle: sound => equivalent
def forward(self, x: "f32[6]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    gelu = torch.ops.aten.gelu.default(relu);  relu = None
    return gelu
