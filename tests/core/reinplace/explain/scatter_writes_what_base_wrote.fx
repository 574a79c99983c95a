# select_scatter writes select into row 1; select_scatter_1 writes the same select into row 1
# of that result again. In place, it writes what the row already holds, so select_1 (row 1,
# taken before it) keeps its value and select_scatter_2, writing select_1 back, goes. Found by
# the missed-rewrite campaign (seed 481628); with another source the row changes and
# select_scatter_1 is kept (scatter_writes_back_stale_alias.fx).
# policy: sound
# expect: scatter select_scatter_1 -> select_int = select.int + copy__default = copy_ (saves 8 bytes)
# expect: removed select_scatter_2: it writes back what select_scatter_1 now writes in place (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2]", select: "f32[]"):
    select_scatter = torch.ops.aten.select_scatter.default(x, select, 0, 1);  x = None
    select_1 = torch.ops.aten.select.int(select_scatter, 0, 1)
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, select, 0, 1);  select_scatter = select = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter_1, select_1, 0, 1);  select_1 = None
    clone = torch.ops.aten.clone.default(select_scatter_2);  select_scatter_2 = None
    return (clone, select_scatter_1)
