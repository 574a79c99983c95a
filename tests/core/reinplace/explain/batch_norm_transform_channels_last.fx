# A channels-last add (sizes [1, 2, 3, 1], strides [6, 1, 2, 1]) takes batch norm's fast path;
# in place it would live in select_1 (strides [12, 1, 4, 1]), neither contiguous nor
# channels-last, and batch norm's transform would take TensorIterator's generic path, an ulp
# away. Found by the campaign test once batch norm's transform path was known: contiguity
# alone (what gelu's choice of oneDNN reads) does not tell the two layouts apart.
# policy: sound
# expect: kept add: in place the result would have strides [12, 1, 4, 1] instead of [6, 1, 2, 1], which native_batch_norm depends on [layout-preserved]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => value-mismatch at getitem
def forward(self, x_1: "f32[2, 1]", w: "f32[1, 6]", running_mean: "f32[2]", running_var: "f32[2]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, -1, 2, 2, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select_1 = torch.ops.aten.select.int(permute, 0, 0);  permute = None
    add = torch.ops.aten.add.Tensor(select_1, 0);  select_1 = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(add, None, None, running_mean, running_var, False, 0.0, 0.0);  add = running_mean = running_var = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    return getitem
