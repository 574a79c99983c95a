# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it. Training
# batch norm over an input neither contiguous nor channels-last (ATen's strided path):
#     import torch.nn.functional as F
#     def transposed_bn(x, rm, rv, w, b):
#         # an image batch stored H/W-transposed, normalized in training mode, then a residual update
#         y = x.transpose(2, 3)
#         out = F.batch_norm(y, rm, rv, w, b, training=True, momentum=0.1, eps=1e-5)
#         z = out.relu()
#         z.add_(y)
#         return z.sum(dim=(2, 3))
def forward(self, x_1: "f32[2, 3, 4, 5]", rm_1: "f32[3]", rv_1: "f32[3]", w_1: "f32[3]", b_1: "f32[3]"):
    transpose: "f32[2, 3, 5, 4][60, 20, 1, 5]" = torch.ops.aten.transpose.int(x_1, 2, 3);  x_1 = None
    empty: "u8[0][1]" = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'))
    native_batch_norm = torch.ops.aten.native_batch_norm.default(transpose, w_1, b_1, rm_1, rv_1, True, 0.1, 1e-05);  w_1 = b_1 = rm_1 = rv_1 = None
    getitem: "f32[2, 3, 5, 4][60, 20, 4, 1]" = native_batch_norm[0]
    getitem_1: "f32[3][1]" = native_batch_norm[1]
    getitem_2: "f32[3][1]" = native_batch_norm[2];  native_batch_norm = None
    relu: "f32[2, 3, 5, 4][60, 20, 4, 1]" = torch.ops.aten.relu.default(getitem);  getitem = None
    add: "f32[2, 3, 5, 4][60, 20, 4, 1]" = torch.ops.aten.add.Tensor(relu, transpose);  relu = transpose = None
    sum_1: "f32[2, 3][3, 1]" = torch.ops.aten.sum.dim_IntList(add, [2, 3]);  add = None
    return sum_1
