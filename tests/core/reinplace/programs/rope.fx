# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it:
#     def rope(x, cos, sin):
#         x1, x2 = x[..., :4], x[..., 4:]
#         rotated = torch.cat((-x2, x1), dim=-1)
#         return x * cos + rotated * sin
def forward(self, x_1: "f32[2, 3, 8]", cos_1: "f32[3, 8]", sin_1: "f32[3, 8]"):
    slice_1: "f32[2, 3, 4][24, 8, 1]" = torch.ops.aten.slice.Tensor(x_1, 2, 0, 4)
    slice_2: "f32[2, 3, 4][24, 8, 1]@4" = torch.ops.aten.slice.Tensor(x_1, 2, 4, 9223372036854775807)
    neg: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.neg.default(slice_2);  slice_2 = None
    cat: "f32[2, 3, 8][24, 8, 1]" = torch.ops.aten.cat.default([neg, slice_1], -1);  neg = slice_1 = None
    mul: "f32[2, 3, 8][24, 8, 1]" = torch.ops.aten.mul.Tensor(x_1, cos_1);  x_1 = cos_1 = None
    mul_1: "f32[2, 3, 8][24, 8, 1]" = torch.ops.aten.mul.Tensor(cat, sin_1);  cat = sin_1 = None
    add: "f32[2, 3, 8][24, 8, 1]" = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    return add
