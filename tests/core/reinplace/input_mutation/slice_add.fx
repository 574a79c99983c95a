# slice_add
# make_fx(functionalize(f)) in torch 1.13.0a0
def forward(self, x_1: "f32[4, 3]"):
    slice_1: "f32[3, 3][3, 1]@3" = torch.ops.aten.slice.Tensor(x_1, 0, 1, 9223372036854775807)
    add: "f32[3, 3][3, 1]" = torch.ops.aten.add.Tensor(slice_1, 1);  slice_1 = None
    slice_2: "f32[3, 3][3, 1]@3" = torch.ops.aten.slice.Tensor(x_1, 0, 1, 9223372036854775807)
    slice_scatter: "f32[4, 3][3, 1]" = torch.ops.aten.slice_scatter.default(x_1, add, 0, 1, 9223372036854775807)
    slice_3: "f32[3, 3][3, 1]@3" = torch.ops.aten.slice.Tensor(slice_scatter, 0, 1, 9223372036854775807)
    slice_scatter_1: "f32[4, 3][3, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter, add, 0, 1, 9223372036854775807);  slice_scatter = add = None
    copy_: "f32[4, 3][3, 1]" = torch.ops.aten.copy_.default(x_1, slice_scatter_1);  x_1 = slice_scatter_1 = None
    return None
