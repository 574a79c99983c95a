# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it. Rotary
# position embedding written into a clone by slice assignment (rope.fx builds it with cat):
# each half of the last dimension computed from both halves of the input:
#     def rope_into_clone(x):
#         y = x.clone()
#         half = x.shape[-1] // 2
#         cos = torch.cos(torch.arange(half, dtype=x.dtype))
#         sin = torch.sin(torch.arange(half, dtype=x.dtype))
#         a, b = x[..., :half], x[..., half:]
#         y[..., :half] = a * cos - b * sin
#         y[..., half:] = a * sin + b * cos
#         return y
def forward(self, x_1: "f32[6, 6]"):
    clone: "f32[6, 6][6, 1]" = torch.ops.aten.clone.default(x_1)
    arange: "f32[3][1]" = torch.ops.aten.arange.default(3, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    cos: "f32[3][1]" = torch.ops.aten.cos.default(arange);  arange = None
    arange_1: "f32[3][1]" = torch.ops.aten.arange.default(3, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    sin: "f32[3][1]" = torch.ops.aten.sin.default(arange_1);  arange_1 = None
    slice_1: "f32[6, 3][6, 1]" = torch.ops.aten.slice.Tensor(x_1, 1, 0, 3)
    slice_2: "f32[6, 3][6, 1]@3" = torch.ops.aten.slice.Tensor(x_1, 1, 3, 9223372036854775807);  x_1 = None
    mul: "f32[6, 3][3, 1]" = torch.ops.aten.mul.Tensor(slice_1, cos)
    mul_1: "f32[6, 3][3, 1]" = torch.ops.aten.mul.Tensor(slice_2, sin)
    sub: "f32[6, 3][3, 1]" = torch.ops.aten.sub.Tensor(mul, mul_1);  mul = mul_1 = None
    slice_3: "f32[6, 3][6, 1]" = torch.ops.aten.slice.Tensor(clone, 1, 0, 3)
    mul_2: "f32[6, 3][3, 1]" = torch.ops.aten.mul.Tensor(slice_1, sin);  slice_1 = sin = None
    mul_3: "f32[6, 3][3, 1]" = torch.ops.aten.mul.Tensor(slice_2, cos);  slice_2 = cos = None
    add: "f32[6, 3][3, 1]" = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
    slice_4: "f32[6, 3][6, 1]@3" = torch.ops.aten.slice.Tensor(clone, 1, 3, 9223372036854775807)
    slice_scatter: "f32[6, 6][6, 1]" = torch.ops.aten.slice_scatter.default(clone, sub, 1, 0, 3);  clone = sub = None
    slice_5: "f32[6, 3][6, 1]@3" = torch.ops.aten.slice.Tensor(slice_scatter, 1, 3, 9223372036854775807)
    slice_scatter_1: "f32[6, 6][6, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter, add, 1, 3, 9223372036854775807);  slice_scatter = add = None
    return slice_scatter_1
