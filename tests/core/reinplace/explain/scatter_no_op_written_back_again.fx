# Both scatters write row 0 of add back with row 0 of add. The first changes nothing and goes;
# the second writes select_1, read before the first, but a scatter that writes nothing leaves
# select_1's value as it was, so it goes too (it writes back what already sits there).
# policy: sound
# expect: removed select_scatter: its source select already sits where it writes (saves 4 bytes)
# expect: removed select_scatter_1: it writes back what select_scatter now writes in place (saves 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 1]"):
    add = torch.ops.aten.add.Tensor(x, 0);  x = None
    select = torch.ops.aten.select.int(add, 0, 0)
    select_1 = torch.ops.aten.select.int(add, 0, 0)
    select_scatter = torch.ops.aten.select_scatter.default(add, select, 0, 0);  add = select = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, select_1, 0, 0);  select_scatter = select_1 = None
    return select_scatter_1
