# Training batch norm on a channel of equal values (group norm's rstd): the output is
# x * alpha + beta with beta = bias - mean * alpha, which GCC contracts into one fused
# multiply-subtract in torch 1.13's kernel; with beta rounded twice the reference was 0.03 off
# (alpha * x is about 4e5 here). Found by campaign --oracle=both.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[2, 2]", weight: "f32[2]", bias: "f32[2]"):
    native_group_norm = torch.ops.aten.native_group_norm.default(x, None, None, 2, 2, 1, 2, 1e-05);  x = None
    getitem = native_group_norm[2];  native_group_norm = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(getitem, weight, bias, None, None, True, 0.0, 1e-05);  getitem = weight = bias = None
    getitem_2 = native_batch_norm[0];  native_batch_norm = None
    return getitem_2
