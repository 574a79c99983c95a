# Group norm's shift, -scale * mean + bias, is rounded twice (only the per-element multiply-add is
# fused): over one element the output is bias plus the rounding error of scale * x, and a fused
# shift lands one unit in the last place of x * rstd away (3.8259811 against torch's 3.8572311).
# Found by fuzz_differential in CI's fuzz-smoke.
# oracle: sound => equivalent
def forward(self, x: "f32[0, 2]", y: "f32[1]", z: "f32[1, 0][1, 1]@1", x_1: "f32[1, 3]", w: "f32[3, 6]", bias: "f32[1]"):
    arange = torch.ops.aten.arange.default(2)
    remainder = torch.ops.aten.remainder.Scalar(arange, 1);  arange = None
    view = torch.ops.aten.view.default(remainder, [2, 1]);  remainder = None
    expand = torch.ops.aten.expand.default(view, [2, 0]);  view = None
    gather = torch.ops.aten.gather.default(z, 0, expand)
    scatter = torch.ops.aten.scatter.reduce(z, 0, expand, gather, reduce = 'add');  z = expand = None
    neg = torch.ops.aten.neg.default(gather)
    add = torch.ops.aten.add.Tensor(gather, neg);  gather = None
    clone = torch.ops.aten.clone.default(add)
    clone_1 = torch.ops.aten.clone.default(neg);  neg = None
    expand_1 = torch.ops.aten.expand.default(clone_1, [2, 2, 0])
    select = torch.ops.aten.select.int(expand_1, 0, 0)
    add_1 = torch.ops.aten.add.Tensor(select, 1)
    select_scatter = torch.ops.aten.select_scatter.default(expand_1, add_1, 0, 0);  expand_1 = add_1 = None
    diagonal = torch.ops.aten.diagonal.default(select, -1, 0, 1)
    addcmul = torch.ops.aten.addcmul.default(select_scatter, clone_1, clone, value = -2);  select_scatter = clone_1 = clone = None
    relu = torch.ops.aten.relu.default(addcmul)
    sum = torch.ops.aten.sum.dim_IntList(diagonal, [0])
    mul = torch.ops.aten.mul.Tensor(x, -1)
    alias = torch.ops.aten.alias.default(addcmul)
    select_1 = torch.ops.aten.select.int(relu, 0, 0);  relu = None
    mul_1 = torch.ops.aten.mul.Tensor(diagonal, False);  diagonal = None
    diagonal_scatter = torch.ops.aten.diagonal_scatter.default(select, mul_1, -1, 0, 1);  select = mul_1 = None
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view_1 = torch.ops.aten.view.default(mm, [1, 1, 3, 1, 2]);  mm = None
    permute = torch.ops.aten.permute.default(view_1, [2, 0, 3, 1, 4]);  view_1 = None
    select_2 = torch.ops.aten.select.int(permute, 0, 1)
    select_3 = torch.ops.aten.select.int(permute, 0, 2);  permute = None
    relu_1 = torch.ops.aten.relu.default(select_2);  select_2 = None
    transpose = torch.ops.aten.transpose.int(select_3, -2, -1);  select_3 = None
    expand_2 = torch.ops.aten.expand.default(relu_1, [1, 1, 1, 2]);  relu_1 = None
    _reshape_alias = torch.ops.aten._reshape_alias.default(expand_2, [1, 1, 2], [2, 2, 1]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(transpose, [1, 1, 2, 1]);  transpose = None
    _reshape_alias_1 = torch.ops.aten._reshape_alias.default(expand_3, [1, 2, 1], [2, 1, 6]);  expand_3 = None
    bmm = torch.ops.aten.bmm.default(_reshape_alias, _reshape_alias_1);  _reshape_alias = _reshape_alias_1 = None
    native_group_norm = torch.ops.aten.native_group_norm.default(bmm, None, bias, 1, 1, 1, 1, 1e-05);  bmm = bias = None
    getitem = native_group_norm[0];  native_group_norm = None
    copy_ = torch.ops.aten.copy_.default(x, mul);  x = mul = None
    return (getitem, add, addcmul, diagonal_scatter)
