# Group norm with a weight computes each element as one fused multiply-add of the scale and a
# shift (ATen's inner loop, fused by GCC in the AVX2 build): a group of one element normalizes to
# the rounding error of scale * x, not to 0. Found by
# `reinplace campaign --oracle=both` (the reference had computed x * scale + shift in two
# roundings); the rewrite of mm into the view chain changes nothing.
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x_1: "f32[1, 2]", w: "f32[2, 1]", weight: "f32[1]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, 1, 1, 1, 1]);  mm = None
    select_1 = torch.ops.aten.select.int(view, 0, 0);  view = None
    _reshape_alias_1 = torch.ops.aten._reshape_alias.default(select_1, [1, 1, 1], [0, 0, 0]);  select_1 = None
    native_group_norm = torch.ops.aten.native_group_norm.default(_reshape_alias_1, weight, None, 1, 1, 1, 1, 1e-05);  _reshape_alias_1 = weight = None
    getitem = native_group_norm[0];  native_group_norm = None
    return getitem
