# The attention of every torchvision / timm vision transformer, traced by torch 1.13:
# qkv.reshape(B, N, 3, H, D).permute(2, 0, 3, 1, 4), then q = qkv[0] * scale, and q reaches bmm
# through expand and _reshape_alias with the strides traced for q's fresh, contiguous layout.
# Written into its select of the buffer, mul would have the buffer's strides; _reshape_alias
# keeps the strides it was traced with and would read k's elements among q's. torch 1.13's pass
# keeps mul (a later use of the buffer).
# policy: sound
# expect: kept mul: in place the result would have strides [48, 2, 12, 1] instead of [16, 2, 4, 1], which _reshape_alias depends on [layout-readers] (misses 64 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-readers => value-mismatch at bmm
def forward(self, x_1: "f32[4, 3]", w_1: "f32[3, 12]"):
    mm: "f32[4, 12][12, 1]" = torch.ops.aten.mm.default(x_1, w_1);  x_1 = w_1 = None
    view: "f32[1, 4, 3, 2, 2][48, 12, 4, 2, 1]" = torch.ops.aten.view.default(mm, [1, 4, 3, 2, 2]);  mm = None
    permute: "f32[3, 1, 2, 4, 2][4, 48, 2, 12, 1]" = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select: "f32[1, 2, 4, 2][48, 2, 12, 1]" = torch.ops.aten.select.int(permute, 0, 0)
    mul: "f32[1, 2, 4, 2][16, 2, 4, 1]" = torch.ops.aten.mul.Tensor(select, 0.5);  select = None
    select_1: "f32[1, 2, 4, 2][48, 2, 12, 1]@4" = torch.ops.aten.select.int(permute, 0, 1);  permute = None
    transpose: "f32[1, 2, 2, 4][48, 2, 1, 12]@4" = torch.ops.aten.transpose.int(select_1, -2, -1);  select_1 = None
    expand: "f32[1, 2, 4, 2][16, 2, 4, 1]" = torch.ops.aten.expand.default(mul, [1, 2, 4, 2]);  mul = None
    _reshape_alias: "f32[2, 4, 2][2, 4, 1]" = torch.ops.aten._reshape_alias.default(expand, [2, 4, 2], [2, 4, 1]);  expand = None
    expand_1: "f32[1, 2, 2, 4][48, 2, 1, 12]@4" = torch.ops.aten.expand.default(transpose, [1, 2, 2, 4]);  transpose = None
    _reshape_alias_1: "f32[2, 2, 4][2, 1, 12]@4" = torch.ops.aten._reshape_alias.default(expand_1, [2, 2, 4], [2, 1, 12]);  expand_1 = None
    bmm: "f32[2, 4, 4][16, 4, 1]" = torch.ops.aten.bmm.default(_reshape_alias, _reshape_alias_1);  _reshape_alias = _reshape_alias_1 = None
    return bmm
