# reinplace_scatter_twice: a case of test/test_fx_reinplace_pass.py, traced with torch 1.13.0a0
# format: torch
def forward(self, a__1: "f32[4, 4]"):
    clone = torch.ops.aten.clone.default(a__1);  a__1 = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
    select = torch.ops.aten.select.int(slice_1, 1, 1);  slice_1 = None
    select_1 = torch.ops.aten.select.int(select, 0, 1);  select = None
    add = torch.ops.aten.add.Tensor(select_1, 1);  select_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
    select_2 = torch.ops.aten.select.int(slice_2, 1, 1)
    select_scatter = torch.ops.aten.select_scatter.default(select_2, add, 0, 1);  select_2 = add = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(slice_2, select_scatter, 1, 1);  slice_2 = select_scatter = None
    slice_scatter = torch.ops.aten.slice_scatter.default(clone, select_scatter_1, 0, 0, 9223372036854775807);  clone = select_scatter_1 = None
    return slice_scatter
