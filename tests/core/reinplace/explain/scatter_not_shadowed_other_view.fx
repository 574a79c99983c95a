# As scatter_shadowed_by_next.fx, but select_scatter_1 writes add into row 2: row 1 keeps
# the value select_scatter put back, from before add, so add stays functional.
# policy: sound
# expect: kept add: later select_scatter_1 writes f32[4][1]@8 of clone, which matches no alias of self select_1 [view-inverse-metadata]
# oracle: sound => equivalent
def forward(self, x: "f32[4, 4]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 1)
    relu = torch.ops.aten.relu.default(select);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 1)
    mul = torch.ops.aten.mul.Tensor(select_1, relu);  select_1 = None
    add = torch.ops.aten.add.Tensor(mul, 1)
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 1);  clone = mul = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, add, 0, 2);  select_scatter = add = None
    return (select_scatter_1, relu)
