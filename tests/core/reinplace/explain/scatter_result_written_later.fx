# slice_scatter writes nothing of select (an empty slice), and clone is read later only by
# batch norm, which reads no element the scatter writes. But in place the scatter's result is
# all of select, a row of clone, and batch norm in training mode writes its running_mean
# argument, the scatter's result: in the program that is a fresh copy, in place it is clone.
# Found by the sound campaign (seed 615017).
# policy: sound
# expect: kept slice_scatter: slice_scatter would be self select, which is read later, where native_batch_norm writes slice_scatter [later-use]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch at clone
def forward(self, expand: "f32[1, 2]", full: "f32[2]", slice_1: "f32[0]"):
    clone = torch.ops.aten.clone.default(expand);  expand = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    slice_scatter = torch.ops.aten.slice_scatter.default(select, slice_1, 0, 2);  select = slice_1 = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(clone, None, None, slice_scatter, full, True, 0.1, 0.0);  slice_scatter = full = None
    return clone
