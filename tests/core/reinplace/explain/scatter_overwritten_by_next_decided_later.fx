# In place, add_1 lives in add, and select (row 0 of add, taken before add_1) then holds the
# updated row: select_scatter would write back the new value where the program writes the old
# one. But its result is read only by select_scatter_1, which overwrites the same row with
# select_1 whatever it held, so the difference is never seen; select_scatter_1 is decided on its
# own afterwards. Found by the missed-rewrite campaign (seed 31139).
# policy: sound
# expect: inplaced add_1 -> add_.Tensor (saves 4 bytes)
# expect: removed select_scatter: it writes back what add_1 now writes in place (saves 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 1]", select_1: "f32[1]"):
    add = torch.ops.aten.add.Tensor(x, 0);  x = None
    select = torch.ops.aten.select.int(add, 0, 0)
    add_1 = torch.ops.aten.add.Tensor(add, 0);  add = None
    select_scatter = torch.ops.aten.select_scatter.default(add_1, select, 0, 0);  add_1 = select = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, select_1, 0, 0);  select_scatter = select_1 = None
    return select_scatter_1
