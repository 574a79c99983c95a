# select_scatter_chain: functionalized by make_fx(functionalize(f)) in torch 1.13.0a0
# format: torch
def forward(self, x_1: "f32[3, 5]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    add = torch.ops.aten.add.Tensor(select, 0);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 1)
    select_scatter = torch.ops.aten.select_scatter.default(clone, add, 0, 0);  add = None
    select_2 = torch.ops.aten.select.int(select_scatter, 0, 1)
    add_1 = torch.ops.aten.add.Tensor(select_2, 1);  select_2 = None
    select_3 = torch.ops.aten.select.int(clone, 0, 2);  clone = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, add_1, 0, 1);  select_scatter = add_1 = None
    select_4 = torch.ops.aten.select.int(select_scatter_1, 0, 2)
    add_2 = torch.ops.aten.add.Tensor(select_4, 2);  select_4 = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter_1, add_2, 0, 2);  select_scatter_1 = add_2 = None
    return select_scatter_2
