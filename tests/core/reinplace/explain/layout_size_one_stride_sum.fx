# In place, relu's result has stride 7 on its size-1 dimension where a fresh tensor has 3: the
# same elements in the same order, and sum's order over the other dimension is unchanged.
# policy: sound
# expect: inplaced relu -> relu_.default
# oracle: sound => equivalent
def forward(self, x: "f32[3, 7]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, 0, 1);  clone = None
    slice_2 = torch.ops.aten.slice.Tensor(slice_1, 1, 0, 3);  slice_1 = None
    relu = torch.ops.aten.relu.default(slice_2);  slice_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(relu, [1]);  relu = None
    return sum_1
