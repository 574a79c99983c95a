# Every scatter writes an empty slice of sum. Removing slice_scatter puts slice_scatter_1 (its
# write-back, returned) in sum's memory; removing slice_scatter_2 (returned too) with add_2 would
# put it there as well. relu's decision, kept in between, saw the removed slice_scatter_1 as a
# later scatter again and, done checking, forgot that it lived in sum, so add_2's
# distinct-outputs check found the two returned values apart. Checking a decision must leave
# the record of earlier rewrites as it found it. Found by a sound campaign (40 nodes).
# policy: sound
# expect: inplaced add_2 -> add_.Tensor
# expect: kept slice_scatter_2: returned slice_scatter_2 would share memory with returned slice_scatter_1 [distinct-outputs]
# oracle: sound => equivalent
# oracle: pytorch => equivalent
# oracle: sound --node-by-node => equivalent
def forward(self, x: "f32[1, 1]"):
    sum = torch.ops.aten.sum.dim_IntList(x, [0]);  x = None
    select = torch.ops.aten.select.int(sum, 0, 0)
    slice = torch.ops.aten.slice.Tensor(sum, 0, 1)
    transpose = torch.ops.aten.transpose.int(slice, 0, 0)
    slice_scatter = torch.ops.aten.slice_scatter.default(sum, slice, 0, 1)
    relu = torch.ops.aten.relu.default(transpose);  transpose = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(sum, slice, 0, 1);  sum = None
    add_2 = torch.ops.aten.add.Tensor(slice, 0);  slice = None
    slice_scatter_2 = torch.ops.aten.slice_scatter.default(slice_scatter_1, add_2, 0, 1);  add_2 = None
    return (slice_scatter_2, slice_scatter_1)
