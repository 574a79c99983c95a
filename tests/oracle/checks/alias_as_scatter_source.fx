# The second scatter writes back a view of select taken before the add, i.e. the old row.
# Found by the generator's sound-policy property; upstream's pass gets it wrong too.
# oracle: sound => equivalent
# oracle: pytorch => value-mismatch
def forward(self, x: "f32[1, 1]"):
    relu = torch.ops.aten.relu.default(x);  x = None
    select = torch.ops.aten.select.int(relu, 0, 0)
    add = torch.ops.aten.add.Tensor(select, -2)
    select_scatter = torch.ops.aten.select_scatter.default(relu, add, 0, 0);  add = None
    transpose = torch.ops.aten.transpose.int(select, 0, 0);  select = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(relu, transpose, 0, 0);  relu = transpose = None
    return select_scatter_1
