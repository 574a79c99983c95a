# chained_slices: functionalized by make_fx(functionalize(f)) in torch 1.13.0a0
# format: torch
def forward(self, x_1: "f32[4, 6]"):
    clone = torch.ops.aten.clone.default(x_1);  x_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(clone, 0, 1, 3)
    slice_2 = torch.ops.aten.slice.Tensor(slice_1, 0, 0, 9223372036854775807)
    slice_3 = torch.ops.aten.slice.Tensor(slice_2, 1, 0, 9223372036854775807, 2);  slice_2 = None
    fill = torch.ops.aten.fill.Scalar(slice_3, 0);  slice_3 = None
    slice_4 = torch.ops.aten.slice.Tensor(clone, 0, 1, 3)
    slice_5 = torch.ops.aten.slice.Tensor(slice_4, 0, 0, 9223372036854775807)
    slice_scatter = torch.ops.aten.slice_scatter.default(slice_5, fill, 1, 0, 9223372036854775807, 2);  slice_5 = fill = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(slice_4, slice_scatter, 0, 0, 9223372036854775807);  slice_4 = slice_scatter = None
    slice_scatter_2 = torch.ops.aten.slice_scatter.default(clone, slice_scatter_1, 0, 1, 3);  clone = slice_scatter_1 = None
    return (slice_scatter_2, slice_1)
