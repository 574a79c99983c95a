# As plan_same_value_written_twice.fx, but select_scatter_1's source is transpose(mul, 0, 0): a
# view of mul addressing exactly its elements, so the same value select_scatter wrote into row 0.
# Found by the missed-rewrite campaign (seed 665462).
# policy: sound
# expect: scatter select_scatter_1 -> select_int = select.int + copy__default = copy_ (saves 4 bytes)
# expect: removed select_scatter_2: it writes back what select_scatter_1 now writes in place (saves 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1]"):
    select = torch.ops.aten.select.int(x, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(x, mul, 0, 0)
    transpose = torch.ops.aten.transpose.int(mul, 0, 0);  mul = None
    select_1 = torch.ops.aten.select.int(select_scatter, 0, 0)
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, transpose, 0, 0);  select_scatter = transpose = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter_1, select_1, 0, 0);  select_scatter_1 = select_1 = None
    copy_ = torch.ops.aten.copy_.default(x, select_scatter_2);  x = None
    return select_scatter_2
