# view_then_mutate: functionalized by make_fx(functionalize(f)) in torch 1.13.0a0
# format: torch
def forward(self, x_1: "f32[4, 4]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    view = torch.ops.aten.view.default(clone, [-1])
    add = torch.ops.aten.add.Tensor(view, 1);  view = None
    select = torch.ops.aten.select.int(clone, 0, 1);  clone = None
    view_1 = torch.ops.aten.view.default(add, [4, 4]);  add = None
    select_1 = torch.ops.aten.select.int(view_1, 0, 1)
    mul = torch.ops.aten.mul.Tensor(select_1, 2);  select_1 = None
    select_scatter = torch.ops.aten.select_scatter.default(view_1, mul, 0, 1);  view_1 = mul = None
    return select_scatter
