# bf16 layer norm: ATen's row moments come back in bf16, so the variance (7.0029 here) is rounded
# to 7.0 before rstd = 1 / sqrt(var + eps) is taken and rounded (0.3789, where the unrounded
# variance gives 0.3770), and the shift -rstd * mean is a bf16 product. One ulp of rstd moved
# every output; an addcmul_ later amplified it past the tolerance. Found by campaign
# --oracle=both.
# oracle: sound => equivalent
def forward(self, x: "bf16[3]", y: "f32[]", z: "f32[]", weight: "bf16[3]", bias: "bf16[3]"):
    native_layer_norm = torch.ops.aten.native_layer_norm.default(x, [3], weight, bias, 0.0);  x = weight = bias = None
    getitem = native_layer_norm[0];  native_layer_norm = None
    add = torch.ops.aten.add.Tensor(getitem, -2)
    addcmul = torch.ops.aten.addcmul.default(add, add, getitem);  add = None
    gelu = torch.ops.aten.gelu.default(getitem);  getitem = None
    return gelu
