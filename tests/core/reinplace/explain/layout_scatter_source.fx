# In place, add's result has the gapped slice's strides, but it only feeds an as_strided_scatter
# as its source, which the scatter reads in logical order: no layout travels.
# policy: sound
# expect: inplaced add -> add_.Tensor
# oracle: sound => equivalent
def forward(self, x: "f32[4, 4]", y: "f32[8]"):
    clone = torch.ops.aten.clone.default(x)
    slice_1 = torch.ops.aten.slice.Tensor(clone, 1, 0, 4, 2)
    add = torch.ops.aten.add.Tensor(slice_1, 1)
    as_strided_scatter = torch.ops.aten.as_strided_scatter.default(y, add, [4, 2], [2, 1], 0)
    return as_strided_scatter
