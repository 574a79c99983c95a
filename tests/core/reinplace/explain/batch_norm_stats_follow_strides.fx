# A strided add (strides [2, 1, 4]) feeds training batch norm, whose input is then neither
# contiguous nor channels-last: ATen takes its statistics from at::mean and a TensorIterator walk
# of each channel, in an order the strides set. In place the add would live in _reshape_alias_1
# (strides [2, 1, 8]): the same contiguity, another order, a mean an ulp away (0.5875089 against
# 0.58750904 in ATen). Found by campaign --oracle=both (seed 65470) once the reference modelled
# that path; before, only --oracle=aten saw it.
# policy: sound
# expect: kept add: in place the result would have strides [2, 1, 8] instead of [2, 1, 4], which native_batch_norm depends on [layout-preserved]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch at getitem
def forward(self, x_1: "f32[1, 1]", w: "f32[1, 12]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, -1, 1, 1, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select_1 = torch.ops.aten.select.int(permute, 0, 0);  permute = None
    _reshape_alias_1 = torch.ops.aten._reshape_alias.default(select_1, [2, 2, 2], [2, 1, 8]);  select_1 = None
    add = torch.ops.aten.add.Tensor(_reshape_alias_1, 0);  _reshape_alias_1 = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(add, None, None, None, None, True, 0.0, 0.0);  add = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    return getitem
