# shift_clone
# make_fx(functionalize(f)) in torch 1.13.0a0
def forward(self, x_1: "f32[5]"):
    slice_1: "f32[4][1]" = torch.ops.aten.slice.Tensor(x_1, 0, 0, -1)
    clone: "f32[4][1]" = torch.ops.aten.clone.default(slice_1);  slice_1 = None
    slice_2: "f32[4][1]@1" = torch.ops.aten.slice.Tensor(x_1, 0, 1, 9223372036854775807)
    slice_scatter: "f32[5][1]" = torch.ops.aten.slice_scatter.default(x_1, clone, 0, 1, 9223372036854775807);  clone = None
    copy_: "f32[5][1]" = torch.ops.aten.copy_.default(x_1, slice_scatter);  x_1 = slice_scatter = None
    return None
