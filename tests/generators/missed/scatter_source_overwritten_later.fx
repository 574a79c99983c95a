# select (row 0 of add) is taken before select_scatter writes running_mean into that row. In
# place, select_scatter writes into add itself, so select would then hold running_mean where
# the program's select holds the old row, and select_scatter_1 writes select back into add_1:
# the sound policy keeps select_scatter (scatter-source). select_scatter_1's result is read only
# by select_scatter_2, which overwrites the same row with select_1, so the stale row is never
# seen and the pytorch policy's rewrite is right: a miss. The rule for a scatter overwritten at
# once covers only a scatter whose source lands where the updated value lives.
# Found by the missed-rewrite campaign (seed 31139).
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 1]", running_mean: "f32[1]", select_1: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0);  x = None
    select = torch.ops.aten.select.int(add, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(add, running_mean, 0, 0);  add = running_mean = None
    add_1 = torch.ops.aten.add.Tensor(select_scatter, 0);  select_scatter = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(add_1, select, 0, 0);  add_1 = select = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter_1, select_1, 0, 0);  select_scatter_1 = select_1 = None
    return select_scatter_2
