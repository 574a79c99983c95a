# The output reads both select_scatter_1 (self) and an empty slice of it (apart from self): a
# user counts once, so every alias it reads must be apart. Found by the sound campaign while
# disjoint later uses learned to be ignored.
# oracle: sound => equivalent
def forward(self, select_1: "f32[2, 2]", expand_1: "f32[1, 2, 2]"):
    select_scatter_1 = torch.ops.aten.select_scatter.default(expand_1, select_1, 0, 0);  expand_1 = select_1 = None
    slice = torch.ops.aten.slice.Tensor(select_scatter_1, 0, None, 0)
    relu_1 = torch.ops.aten.relu.default(select_scatter_1)
    _to_copy = torch.ops.aten._to_copy.default(slice, dtype = torch.float32)
    return (select_scatter_1, slice)
