# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it. A softmax
# written into an empty_like and then bumped in one column: torch's pass keeps the select_scatter
# that writes the bumped column back (its copy_ into the result stays), while the sound policy
# sees that the add already wrote that column in place and removes the scatter:
#     def running_softmax(x):
#         m = x.max(dim=-1, keepdim=True).values
#         e = (x - m).exp()
#         s = e.sum(dim=-1, keepdim=True)
#         out = torch.empty_like(x)
#         out.copy_(e / s)
#         out[:, 0] += 1
#         return out
def forward(self, x_1: "f32[6, 6]"):
    max_1 = torch.ops.aten.max.dim(x_1, -1, True)
    getitem: "f32[6, 1][1, 1]" = max_1[0]
    getitem_1: "i64[6, 1][1, 1]" = max_1[1];  max_1 = None
    sub: "f32[6, 6][6, 1]" = torch.ops.aten.sub.Tensor(x_1, getitem);  getitem = None
    exp: "f32[6, 6][6, 1]" = torch.ops.aten.exp.default(sub);  sub = None
    sum_1: "f32[6, 1][1, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
    empty_like: "f32[6, 6][6, 1]" = torch.ops.aten.empty_like.default(x_1, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False);  x_1 = None
    div: "f32[6, 6][6, 1]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
    slice_1: "f32[6, 6][6, 1]" = torch.ops.aten.slice.Tensor(div, 0, 0, 9223372036854775807)
    select: "f32[6][6]" = torch.ops.aten.select.int(slice_1, 1, 0);  slice_1 = None
    slice_2: "f32[6, 6][6, 1]" = torch.ops.aten.slice.Tensor(div, 0, 0, 9223372036854775807)
    select_1: "f32[6][6]" = torch.ops.aten.select.int(slice_2, 1, 0);  slice_2 = None
    add: "f32[6][1]" = torch.ops.aten.add.Tensor(select_1, 1);  select_1 = None
    slice_3: "f32[6, 6][6, 1]" = torch.ops.aten.slice.Tensor(div, 0, 0, 9223372036854775807)
    select_2: "f32[6][6]" = torch.ops.aten.select.int(slice_3, 1, 0);  slice_3 = None
    slice_4: "f32[6, 6][6, 1]" = torch.ops.aten.slice.Tensor(div, 0, 0, 9223372036854775807)
    select_scatter: "f32[6, 6][6, 1]" = torch.ops.aten.select_scatter.default(slice_4, add, 1, 0);  slice_4 = None
    slice_scatter: "f32[6, 6][6, 1]" = torch.ops.aten.slice_scatter.default(div, select_scatter, 0, 0, 9223372036854775807);  div = select_scatter = None
    slice_5: "f32[6, 6][6, 1]" = torch.ops.aten.slice.Tensor(slice_scatter, 0, 0, 9223372036854775807)
    select_3: "f32[6][6]" = torch.ops.aten.select.int(slice_5, 1, 0);  slice_5 = None
    slice_6: "f32[6, 6][6, 1]" = torch.ops.aten.slice.Tensor(slice_scatter, 0, 0, 9223372036854775807)
    select_scatter_1: "f32[6, 6][6, 1]" = torch.ops.aten.select_scatter.default(slice_6, add, 1, 0);  slice_6 = add = None
    slice_scatter_1: "f32[6, 6][6, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter, select_scatter_1, 0, 0, 9223372036854775807);  slice_scatter = select_scatter_1 = None
    return slice_scatter_1
