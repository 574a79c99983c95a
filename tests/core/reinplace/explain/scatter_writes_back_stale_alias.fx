# As scatter_writes_back_alias_beside.fx, but select_1 is row 0, the row select_scatter_1
# writes: in place it would hold select_scatter_1's new row, where the program's select_1 holds
# the old one that select_scatter_2 writes back. select_scatter_1 is kept.
# policy: sound
# expect: kept select_scatter_1: later select_scatter_2 writes select_1, which holds the value from before select_scatter_1 [scatter-source] (misses 8 bytes)
# oracle: pytorch => value-mismatch
# oracle: sound => equivalent
def forward(self, x: "f32[2]", select: "f32[]", y: "f32[]"):
    select_scatter = torch.ops.aten.select_scatter.default(x, select, 0, 0);  x = None
    select_1 = torch.ops.aten.select.int(select_scatter, 0, 0)
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, y, 0, 0);  select_scatter = y = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter_1, select_1, 0, 0);  select_1 = None
    clone = torch.ops.aten.clone.default(select_scatter_2);  select_scatter_2 = None
    return (clone, select_scatter_1)
