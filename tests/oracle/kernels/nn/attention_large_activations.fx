# f32 self-attention (_native_multi_head_attention, no mask, no weights) after a layer norm, on
# seeded weights of [-8, 8): the scores are large and the softmax weighs nearly tied ones by
# their float rounding, so a reference computed in double parted from torch (vit_h_14: 0.13%).
# The kernel follows ATen's order in float (reference BLAS products from 0, bias then scale, the
# softmax's steps) and agrees with torch bitwise (the double kernel: 546 values apart).
# The weights pass through a multiply by 1 so that they are drawn from [-8, 8), not at their
# fan-in's scale as a projection's weights are (oracle/inputs/value_roles.h).
# trials: seed=0 seed=1 seed=2
def forward(self, x: "f32[1, 10, 64]", g: "f32[64]", bb: "f32[64]", w: "f32[192, 64]", b: "f32[192]", pw: "f32[64, 64]", pb: "f32[64]"):
    native_layer_norm = torch.ops.aten.native_layer_norm.default(x, [64], g, bb, 1e-06)
    getitem = native_layer_norm[0]
    w_large = torch.ops.aten.mul.Tensor(w, 1.0)
    pw_large = torch.ops.aten.mul.Tensor(pw, 1.0)
    _native_multi_head_attention = torch.ops.aten._native_multi_head_attention.default(getitem, getitem, getitem, 64, 2, w_large, b, pw_large, pb, None, False)
    getitem_1 = _native_multi_head_attention[0]
    return (getitem_1,)
