# In place, add_1 lives in a split piece of index_select, strides [2, 1] where a fresh result
# is contiguous. gelu_backward's result is never used, but torch 1.13's oneDNN path would
# misread a non-contiguous grad_output (the oracle calls the graph invalid): an op whose kernel
# may raise or misread memory runs on what it ran on even when nobody reads its result. Found
# by a sound campaign (seed 82046) when the layout walk passed over every unread op.
# policy: sound
# expect: kept add_1: in place the result would have strides [2, 1] instead of [1, 1], which gelu_backward depends on [layout-preserved] (misses 8 bytes)
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => invalid-graph
def forward(self, x: "f32[1, 2]", running_mean: "f32[1]", running_var: "f32[1]", add_3: "f32[2, 1]", select_1: "f32[1]", arange: "i64[2]"):
    index_select = torch.ops.aten.index_select.default(x, 0, arange);  x = arange = None
    split = torch.ops.aten.split.Tensor(index_select, 1, 1);  index_select = None
    getitem = split[0];  split = None
    add_1 = torch.ops.aten.add.Tensor(getitem, 0);  getitem = None
    split_1 = torch.ops.aten.split.Tensor(select_1, 1);  select_1 = None
    gelu_backward = torch.ops.aten.gelu_backward.default(add_1, add_3);  add_1 = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(add_3, None, None, running_mean, running_var, False, 0.0, 0.0);  running_mean = running_var = None
    return add_3
