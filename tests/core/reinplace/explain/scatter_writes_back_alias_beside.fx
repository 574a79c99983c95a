# select_1 (row 1) is taken before select_scatter_1 writes row 0; select_scatter_2 writes
# select_1 back into row 1. In place, select_scatter_1 writes only row 0 of select_scatter, so
# select_1 holds the same value after it as before: select_scatter_2 writes back what is already
# there and goes. Found by the missed-rewrite campaign (seed 481628).
# policy: sound
# expect: scatter select_scatter_1 -> select_int = select.int + copy__default = copy_ (saves 8 bytes)
# expect: removed select_scatter_2: it writes back what select_scatter_1 now writes in place (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2]", select: "f32[]"):
    select_scatter = torch.ops.aten.select_scatter.default(x, select, 0, 0);  x = None
    select_1 = torch.ops.aten.select.int(select_scatter, 0, 1)
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, select, 0, 0);  select_scatter = select = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter_1, select_1, 0, 1);  select_1 = None
    clone = torch.ops.aten.clone.default(select_scatter_2);  select_scatter_2 = None
    return (clone, select_scatter_1)
