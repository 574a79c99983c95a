# Group norm without weight and bias computes (x - mean) * rstd (ATen's loop for that case), not
# the fused affine form: an infinite element normalizes to NaN, finite ones round differently.
# The reference had used the affine form in both cases. Found by fuzz_differential.
# oracle: sound => equivalent
def forward(self, x: "f32[0, 2]", y: "f32[0, 0, 0][2, 2, 2]", z: "f32[3, 3, 1]", x_1: "f32[1, 2]", w: "f32[2, 6]"):
    clone = torch.ops.aten.clone.default(x, memory_format = torch.contiguous_format)
    clone_1 = torch.ops.aten.clone.default(clone);  clone = None
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, 1, 3, 2, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select = torch.ops.aten.select.int(permute, 0, 0)
    select_1 = torch.ops.aten.select.int(permute, 0, 1);  permute = None
    add = torch.ops.aten.add.Tensor(select, 1);  select = None
    transpose = torch.ops.aten.transpose.int(select_1, -2, -1);  select_1 = None
    expand = torch.ops.aten.expand.default(add, [1, 2, 1, 1]);  add = None
    _reshape_alias = torch.ops.aten._reshape_alias.default(expand, [2, 1, 1], [1, 1, 1]);  expand = None
    expand_1 = torch.ops.aten.expand.default(transpose, [1, 2, 1, 1]);  transpose = None
    _reshape_alias_1 = torch.ops.aten._reshape_alias.default(expand_1, [2, 1, 1], [1, 6, 6])
    bmm = torch.ops.aten.bmm.default(_reshape_alias, _reshape_alias_1);  _reshape_alias = None
    sub = torch.ops.aten.sub.Tensor(_reshape_alias_1, 0.5);  _reshape_alias_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Tensor(sub, expand_1);  expand_1 = None
    relu = torch.ops.aten.relu.default(pow_1)
    fill = torch.ops.aten.fill.Scalar(sub, 1);  sub = None
    mul = torch.ops.aten.mul.Tensor(y, 1)
    mul_1 = torch.ops.aten.mul.Tensor(x, 1.0)
    copy_ = torch.ops.aten.copy_.default(x, mul_1);  x = mul_1 = None
    relu_1 = torch.ops.aten.relu.default(relu)
    native_group_norm = torch.ops.aten.native_group_norm.default(relu_1, None, None, 1, 2, 1, 2, 0.1);  relu_1 = None
    getitem = native_group_norm[0];  native_group_norm = None
    copy__1 = torch.ops.aten.copy_.default(y, mul);  y = None
    return (getitem, clone_1, pow_1, relu, mul)
