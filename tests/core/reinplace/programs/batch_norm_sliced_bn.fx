# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it. Training
# batch norm over an input neither contiguous nor channels-last (ATen's strided path):
#     import torch.nn.functional as F
#     def sliced_bn(x, rm, rv):
#         h = x.clone()
#         h[:, :, 1:] = h[:, :, 1:] * 2
#         out = F.batch_norm(h[:, :, ::2], rm, rv, None, None, training=True, momentum=0.3, eps=0.0)
#         return out
def forward(self, x_1: "f32[2, 3, 6, 4]", rm_1: "f32[3]", rv_1: "f32[3]"):
    clone: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.clone.default(x_1);  x_1 = None
    slice_1: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
    slice_2: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice.Tensor(slice_1, 1, 0, 9223372036854775807);  slice_1 = None
    slice_3: "f32[2, 3, 5, 4][72, 24, 4, 1]@4" = torch.ops.aten.slice.Tensor(slice_2, 2, 1, 9223372036854775807);  slice_2 = None
    mul: "f32[2, 3, 5, 4][60, 20, 4, 1]" = torch.ops.aten.mul.Tensor(slice_3, 2);  slice_3 = None
    slice_4: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
    slice_5: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice.Tensor(slice_4, 1, 0, 9223372036854775807);  slice_4 = None
    slice_6: "f32[2, 3, 5, 4][72, 24, 4, 1]@4" = torch.ops.aten.slice.Tensor(slice_5, 2, 1, 9223372036854775807);  slice_5 = None
    slice_7: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
    slice_8: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice.Tensor(slice_7, 1, 0, 9223372036854775807);  slice_7 = None
    slice_9: "f32[2, 3, 3, 4][72, 24, 8, 1]" = torch.ops.aten.slice.Tensor(slice_8, 2, 0, 9223372036854775807, 2);  slice_8 = None
    empty: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    slice_10: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
    slice_11: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice.Tensor(slice_10, 1, 0, 9223372036854775807)
    slice_scatter: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice_scatter.default(slice_11, mul, 2, 1, 9223372036854775807);  slice_11 = mul = None
    slice_scatter_1: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice_scatter.default(slice_10, slice_scatter, 1, 0, 9223372036854775807);  slice_10 = slice_scatter = None
    slice_scatter_2: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice_scatter.default(clone, slice_scatter_1, 0, 0, 9223372036854775807);  clone = slice_scatter_1 = None
    slice_12: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice.Tensor(slice_scatter_2, 0, 0, 9223372036854775807);  slice_scatter_2 = None
    slice_13: "f32[2, 3, 6, 4][72, 24, 4, 1]" = torch.ops.aten.slice.Tensor(slice_12, 1, 0, 9223372036854775807);  slice_12 = None
    slice_14: "f32[2, 3, 3, 4][72, 24, 8, 1]" = torch.ops.aten.slice.Tensor(slice_13, 2, 0, 9223372036854775807, 2);  slice_13 = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(slice_14, None, None, rm_1, rv_1, True, 0.3, 0.0);  slice_14 = rm_1 = rv_1 = None
    getitem: "f32[2, 3, 3, 4][36, 12, 4, 1]" = native_batch_norm[0]
    getitem_1: "f32[3][1]" = native_batch_norm[1]
    getitem_2: "f32[3][1]" = native_batch_norm[2];  native_batch_norm = None
    return getitem
