# In place, relu's result has strides [2] instead of [1], so expand's result is [0, 2] instead of
# [0, 1]. gelu depends on a layout only through whether it is contiguous (torch 1.13 hands only a
# contiguous f32 self to oneDNN), and the expanded self is not contiguous either way.
# policy: sound
# expect: inplaced relu -> relu_.default (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[3]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    expand = torch.ops.aten.expand.default(relu, [2, -1]);  relu = None
    gelu = torch.ops.aten.gelu.default(expand);  expand = None
    return gelu
