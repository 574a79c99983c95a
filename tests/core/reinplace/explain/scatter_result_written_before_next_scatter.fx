# slice_scatter writes an empty slice of mul, so in place it writes nothing, and slice_scatter_1,
# the same scatter of mul, would go with it. But in place slice_scatter's result is all of mul,
# and the training batch norm writes its running mean (NaN: its input has no elements) into that
# result before slice_scatter_1 copies mul: slice_scatter_1 and through it y would get the NaN.
# A write into a scatter's result before a later scatter reads the base changes what that
# scatter copies, unless it writes back the update itself. torch 1.13's pass rewrites
# slice_scatter and is wrong too. Found by a sound campaign (64 nodes, seed 1000000).
# policy: sound
# expect: kept slice_scatter: later slice_scatter_1 reads mul after native_batch_norm_2 writes slice_scatter, which would be all of self mul [scatter-source]
# expect: removed slice_scatter_1: its source slice_1 already sits where it writes
# oracle: sound => equivalent
# oracle: pytorch => input-mutated at copy_
# oracle: sound --unsafe-skip-check=scatter-source => input-mutated at copy_
def forward(self, y: "f32[]", weight: "f32[1]", full: "f32[1]", expand: "f32[1, 1, 0]"):
    mul = torch.ops.aten.mul.Tensor(weight, 0.0);  weight = None
    slice_1 = torch.ops.aten.slice.Tensor(mul, 0, 1)
    slice_scatter = torch.ops.aten.slice_scatter.default(mul, slice_1, 0, 1)
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(expand, None, None, slice_scatter, full, True, 0.0, 0.0);  expand = slice_scatter = full = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(mul, slice_1, 0, 1);  mul = slice_1 = None
    select_1 = torch.ops.aten.select.int(slice_scatter_1, 0, 0);  slice_scatter_1 = None
    copy_ = torch.ops.aten.copy_.default(y, select_1);  y = None
    return select_1
