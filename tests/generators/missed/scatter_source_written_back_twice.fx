# Both scatters write row 0 of add back with row 0 of add: the first changes nothing, and
# neither does the second. The sound policy keeps the first (scatter-source): the second writes
# select_1, read before the first, and the check does not see that the first wrote select_1's
# own value. The pytorch policy's rewrite (select(add).copy_(select)) is right: a miss.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 1]"):
    add = torch.ops.aten.add.Tensor(x, 0);  x = None
    select = torch.ops.aten.select.int(add, 0, 0)
    select_1 = torch.ops.aten.select.int(add, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(add, select, 0, 0);  add = select = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, select_1, 0, 0);  select_scatter = select_1 = None
    return select_scatter_1
