# select_scatter_1 writes clone, a copy of select, where its base select_scatter wrote select:
# it writes nothing new, so select_1 (select_scatter's element it overwrites) holds the same
# value before and after, and select_scatter_2's write-back of it goes with the rewrite. Found
# by the missed-rewrite campaign (seed 2690827); scatter_writes_clone_of_another_value.fx
# copies another value.
# policy: sound
# expect: scatter select_scatter_1 -> select_int = select.int + copy__default = copy_
# expect: removed select_scatter_2: it writes back what select_scatter_1 now writes in place
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[2]", select: "f32[]"):
    select_scatter = torch.ops.aten.select_scatter.default(x, select, 0, 1);  x = None
    clone = torch.ops.aten.clone.default(select);  select = None
    select_1 = torch.ops.aten.select.int(select_scatter, 0, 1)
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, clone, 0, 1);  select_scatter = clone = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter_1, select_1, 0, 1);  select_scatter_1 = select_1 = None
    return select_scatter_2
