# The batch norm writes its running var into select_1, a row of slice_scatter, and reads
# slice_scatter_1 and its row select as input and weight: with add in place, they all live in
# index_add. It reads its input before it writes, and its weight only for its output, which
# nobody reads, so add goes in place (slice is empty: add and both scatters write nothing).
# Found by the missed-rewrite campaign (seed 2259976).
# policy: sound
# expect: inplaced add -> add_.Tensor
# expect: removed slice_scatter: it writes back what add now writes in place
# expect: removed slice_scatter_1: it writes back what add now writes in place
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[2, 2]", running_mean: "f32[2]", index_select: "f32[1, 1]", arange: "i64[1]"):
    index_add = torch.ops.aten.index_add.default(x, 0, arange, index_select);  x = arange = index_select = None
    slice = torch.ops.aten.slice.Tensor(index_add, 0, None, 0)
    add = torch.ops.aten.add.Tensor(slice, 0);  slice = None
    slice_scatter = torch.ops.aten.slice_scatter.default(index_add, add, 0, None, 0)
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(index_add, add, 0, None, 0);  index_add = add = None
    select = torch.ops.aten.select.int(slice_scatter_1, 0, 1)
    select_1 = torch.ops.aten.select.int(slice_scatter, 0, 1);  slice_scatter = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(slice_scatter_1, None, select, running_mean, select_1, True, 0.0, 0.0);  slice_scatter_1 = select = select_1 = None
    return running_mean
