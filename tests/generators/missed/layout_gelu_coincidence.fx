# In place, relu's result has stride 2 instead of 1, and torch 1.13 sends only a contiguous f32
# gelu to oneDNN: the two compute different functions. On these inputs (integer values in
# f32) they agree, so the oracle finds the pytorch policy's rewrite equivalent; with the
# arithmetic uninterpreted, gelu's function depends on whether its input is contiguous, as
# torch's does, and the rewrite is not: right only by what gelu computes, no miss.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "i64[3]"):
    add = torch.ops.aten.add.Tensor(x, 2.0);  x = None
    slice = torch.ops.aten.slice.Tensor(add, 0, None, None, 2);  add = None
    relu = torch.ops.aten.relu.default(slice);  slice = None
    gelu = torch.ops.aten.gelu.default(relu);  relu = None
    split = torch.ops.aten.split.Tensor(gelu, 1);  gelu = None
    getitem = split[1];  split = None
    return getitem
