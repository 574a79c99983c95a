# As scatter_writes_clone_of_what_base_wrote.fx, but clone copies y: in place select_scatter_1
# changes select_1, and select_scatter_2 would put back y where the program puts back select.
# Upstream's pass does just that.
# policy: sound
# expect: kept select_scatter_1: later select_scatter_2 writes select_1, which holds the value from before select_scatter_1 [scatter-source]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=scatter-source => value-mismatch at select_scatter
# oracle: pytorch => value-mismatch at select_scatter
def forward(self, x: "f32[2]", select: "f32[]", y: "f32[]"):
    select_scatter = torch.ops.aten.select_scatter.default(x, select, 0, 1);  x = select = None
    clone = torch.ops.aten.clone.default(y);  y = None
    select_1 = torch.ops.aten.select.int(select_scatter, 0, 1)
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, clone, 0, 1);  select_scatter = clone = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter_1, select_1, 0, 1);  select_scatter_1 = select_1 = None
    return select_scatter_2
