# What functionalization makes of x[1:] += 1 on an intermediate: the second slice_scatter writes
# back slice_1, which already sits where it writes once add is in place, so it just goes.
# policy: sound
# expect: inplaced add -> add_.Tensor
# expect: removed slice_scatter: it writes back what add now writes in place
# expect: removed slice_scatter_1: its source slice_1 already sits where it writes
# oracle: sound => equivalent
def forward(self, x: "f32[4, 3]"):
    clone = torch.ops.aten.clone.default(x)
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, 1, 9223372036854775807)
    add = torch.ops.aten.add.Tensor(slice_1, 1)
    slice_scatter = torch.ops.aten.slice_scatter.default(clone, add, 0, 1, 9223372036854775807)
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(slice_scatter, add, 0, 1, 9223372036854775807)
    return slice_scatter_1
