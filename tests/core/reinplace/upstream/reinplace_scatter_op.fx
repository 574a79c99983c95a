# reinplace_scatter_op: a case of test/test_fx_reinplace_pass.py, traced with torch 1.13.0a0
# format: torch
def forward(self, a__1: "f32[4]"):
    clone = torch.ops.aten.clone.default(a__1);  a__1 = None
    view = torch.ops.aten.view.default(clone, [-1])
    view_1 = torch.ops.aten.view.default(clone, [-1])
    select = torch.ops.aten.select.int(view_1, 0, 0);  view_1 = None
    view_2 = torch.ops.aten.view.default(select, [-1]);  select = None
    add = torch.ops.aten.add.Tensor(view_2, 1);  view_2 = None
    view_3 = torch.ops.aten.view.default(clone, [-1]);  clone = None
    select_1 = torch.ops.aten.select.int(view_3, 0, 0)
    view_4 = torch.ops.aten.view.default(add, []);  add = None
    select_scatter = torch.ops.aten.select_scatter.default(view_3, view_4, 0, 0);  view_3 = view_4 = None
    view_5 = torch.ops.aten.view.default(select_scatter, [4]);  select_scatter = None
    view_6 = torch.ops.aten.view.default(view_5, [-1])
    add_1 = torch.ops.aten.add.Tensor(view_5, view_6);  view_5 = view_6 = None
    return add_1
