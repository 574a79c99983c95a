# scatter_twice_with_different_view_op_invalid: a case of test/test_fx_reinplace_pass.py, traced with torch 1.13.0a0
# format: torch
def forward(self, a__1: "f32[4, 4]"):
    clone = torch.ops.aten.clone.default(a__1);  a__1 = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
    select = torch.ops.aten.select.int(slice_1, 1, 1);  slice_1 = None
    select_1 = torch.ops.aten.select.int(select, 0, 1);  select = None
    add = torch.ops.aten.add.Tensor(select_1, 1);  select_1 = None
    as_strided = torch.ops.aten.as_strided.default(clone, [4], [4], 1);  clone = None
    select_scatter = torch.ops.aten.select_scatter.default(as_strided, add, 0, 0);  as_strided = add = None
    return select_scatter
