# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it:
#     def masked_cumsum(x, mask):
#         y = x.clone()
#         y.masked_fill_(mask, 0.0)
#         y.cumsum_(1)
#         y[:, -1].mul_(2)
#         return y
def forward(self, x_1: "f32[3, 5]", mask_1: "b8[3, 5]"):
    clone: "f32[3, 5][5, 1]" = torch.ops.aten.clone.default(x_1);  x_1 = None
    masked_fill: "f32[3, 5][5, 1]" = torch.ops.aten.masked_fill.Scalar(clone, mask_1, 0.0);  clone = mask_1 = None
    cumsum: "f32[3, 5][5, 1]" = torch.ops.aten.cumsum.default(masked_fill, 1);  masked_fill = None
    slice_1: "f32[3, 5][5, 1]" = torch.ops.aten.slice.Tensor(cumsum, 0, 0, 9223372036854775807)
    select: "f32[3][5]@4" = torch.ops.aten.select.int(slice_1, 1, -1);  slice_1 = None
    slice_2: "f32[3, 5][5, 1]" = torch.ops.aten.slice.Tensor(cumsum, 0, 0, 9223372036854775807)
    select_1: "f32[3][5]@4" = torch.ops.aten.select.int(slice_2, 1, -1);  slice_2 = None
    mul: "f32[3][1]" = torch.ops.aten.mul.Tensor(select_1, 2);  select_1 = None
    slice_3: "f32[3, 5][5, 1]" = torch.ops.aten.slice.Tensor(cumsum, 0, 0, 9223372036854775807)
    select_scatter: "f32[3, 5][5, 1]" = torch.ops.aten.select_scatter.default(slice_3, mul, 1, -1);  slice_3 = mul = None
    slice_scatter: "f32[3, 5][5, 1]" = torch.ops.aten.slice_scatter.default(cumsum, select_scatter, 0, 0, 9223372036854775807);  cumsum = select_scatter = None
    return slice_scatter
