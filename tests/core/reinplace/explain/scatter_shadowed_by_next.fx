# mul goes in place into row 1 of clone, and select_scatter, which writes it back, is removed.
# add then writes row 1 again: select_scatter put mul's value there, the value from before
# add, but its only reader is select_scatter_1, which writes the same row with add at once.
# So add goes in place too (functionalization writes a view back after each mutation).
# policy: sound
# expect: inplaced add -> add_.Tensor
# expect: removed select_scatter_1: it writes back what add now writes in place
# oracle: sound => equivalent
def forward(self, x: "f32[4, 4]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 1)
    relu = torch.ops.aten.relu.default(select);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 1)
    mul = torch.ops.aten.mul.Tensor(select_1, relu);  select_1 = None
    add = torch.ops.aten.add.Tensor(mul, 1)
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 1);  clone = mul = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, add, 0, 1);  select_scatter = add = None
    return (select_scatter_1, relu)
