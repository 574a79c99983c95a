# Training batch norm writes running_mean in place and its results are never anchored, so ATen
# keeps its own running mean, which may differ from the reference's by a rounding; clone of it
# was anchored to the reference's value, and remainder(clone, running_mean) mixed the two:
# -1.67 in ATen's anchored run where both runs give 0. A result computed from a storage some
# node writes hiddenly is no longer anchored. Found by fuzz_differential.
# oracle: sound => equivalent
def forward(self, x: "f32[0, 0][2, 2]", y: "f32[0, 3, 0][6, 2, 2]", z: "f32[]", x_1: "f32[4, 1]", w: "f32[1, 6]", weight: "f32[1]", running_mean: "f32[1]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, 4, 3, 2, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select = torch.ops.aten.select.int(permute, 0, 0)
    select_1 = torch.ops.aten.select.int(permute, 0, 1);  permute = None
    relu = torch.ops.aten.relu.default(select);  select = None
    transpose = torch.ops.aten.transpose.int(select_1, -2, -1);  select_1 = None
    expand = torch.ops.aten.expand.default(relu, [1, 2, 4, 1]);  relu = None
    _reshape_alias = torch.ops.aten._reshape_alias.default(expand, [2, 4, 1], [1, 2, 1]);  expand = None
    expand_1 = torch.ops.aten.expand.default(transpose, [1, 2, 1, 4]);  transpose = None
    _reshape_alias_1 = torch.ops.aten._reshape_alias.default(expand_1, [2, 1, 4], [1, 24, 6]);  expand_1 = None
    bmm = torch.ops.aten.bmm.default(_reshape_alias, _reshape_alias_1);  _reshape_alias = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(_reshape_alias_1, weight, None, running_mean, None, True, 0.5, 0.1);  _reshape_alias_1 = weight = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    squeeze = torch.ops.aten.squeeze.dim(running_mean, 0)
    clone = torch.ops.aten.clone.default(squeeze);  squeeze = None
    zero = torch.ops.aten.zero.default(getitem);  getitem = None
    remainder = torch.ops.aten.remainder.Tensor(clone, running_mean);  running_mean = None
    clone_1 = torch.ops.aten.clone.default(clone)
    neg = torch.ops.aten.neg.default(clone)
    return (neg, clone)
