# slice_scatter_1 and slice_scatter_2 write empty slices: each is a copy of its base. Removed,
# slice_scatter_1 lives in clone; removing slice_scatter_2 too would put it there as well, where
# the training batch norm then writes its running variance into slice_scatter_1, a write the
# program keeps apart from slice_scatter_2 (its bias, and returned). A removed scatter's memory
# is its base's: a write into it is a later write into the base. Found by a sound campaign (40
# nodes).
# policy: sound
# expect: removed slice_scatter_1: its source slice already sits where it writes
# expect: kept slice_scatter_2: alias slice_scatter_1 is written later by native_batch_norm [later-use]
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, running_mean: "f32[1]", add_2: "f32[0]", select_scatter: "f32[1, 1]", select: "f32[1]"):
    clone = torch.ops.aten.clone.default(select);  select = None
    slice = torch.ops.aten.slice.Tensor(clone, 0, None, 0)
    add = torch.ops.aten.add.Tensor(slice, 0)
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(clone, slice, 0, None, 0);  clone = slice = None
    slice_scatter_2 = torch.ops.aten.slice_scatter.default(slice_scatter_1, add_2, 0, None, 0);  add_2 = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter, None, slice_scatter_2, running_mean, slice_scatter_1, True, 0.0, 0.0);  select_scatter = running_mean = slice_scatter_1 = None
    return slice_scatter_2
