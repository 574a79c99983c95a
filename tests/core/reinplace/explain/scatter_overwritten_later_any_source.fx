# select (row 0 of add) is taken before select_scatter writes running_mean into that row. In
# place, select_scatter writes into add itself, so select then holds running_mean where the
# program's select holds the old row, and select_scatter_1 writes select back into add_1, a value
# made after it. But select_scatter_1's result is read only by select_scatter_2, which writes the
# same row at once: removed, select_scatter_1 lives in add_1, whose memory select_scatter's write
# leaves alone, and select_scatter_2 overwrites all it would have changed. So select_scatter goes
# in place whatever select holds (scatter_overwritten_later_base_clobbered.fx: not when the base
# is memory the node writes). Found by the missed-rewrite campaign (seed 31139).
# policy: sound
# expect: scatter select_scatter -> select_int = select.int + copy__default = copy_ (saves 24 bytes)
# expect: removed select_scatter_1: select_scatter_2 overwrites at once all it writes (saves 24 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 3]", running_mean: "f32[3]", select_1: "f32[3]"):
    add = torch.ops.aten.add.Tensor(x, 0);  x = None
    select = torch.ops.aten.select.int(add, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(add, running_mean, 0, 0);  add = running_mean = None
    add_1 = torch.ops.aten.add.Tensor(select_scatter, 0);  select_scatter = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(add_1, select, 0, 0);  add_1 = select = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter_1, select_1, 0, 0);  select_scatter_1 = select_1 = None
    return select_scatter_2
