# In place, relu's result has stride 2 instead of 1. Only an f32 gelu with approximate='none'
# can reach oneDNN, whose erf differs from torch's own; an f64 gelu computes every element alike
# in any layout.
# policy: sound
# expect: inplaced relu -> relu_.default
# expect: inplaced gelu -> gelu_.default
# oracle: sound => equivalent
def forward(self, x: "f64[6]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, None, None, 2);  clone = None
    relu = torch.ops.aten.relu.default(slice_1);  slice_1 = None
    gelu = torch.ops.aten.gelu.default(relu);  relu = None
    return gelu
