# The running mean shows it too when nothing reads batch norm's outputs: index_put's result
# (strides [2, 1, 4]) in place in _reshape_alias_1 (strides [2, 1, 5]) changes the order
# training batch norm sums its statistics in, and the running mean it writes into the input
# moves by an ulp (2.2272549 against 2.2272546). Found by campaign --oracle=both (seed 13398).
# policy: sound
# expect: kept index_put: in place the result would have strides [2, 1, 5] instead of [2, 1, 4], which native_batch_norm depends on [layout-preserved]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => input-mutated at native_batch_norm
def forward(self, x_1: "f32[1, 1]", w: "f32[1, 9]", running_mean: "f32[2]", running_var: "f32[2]", arange: "i64[1]", index_select: "f32[1, 1, 1]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [1, -1, 1, 1, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select_1 = torch.ops.aten.select.int(permute, 0, 0);  permute = None
    _reshape_alias_1 = torch.ops.aten._reshape_alias.default(select_1, [2, 2, 2], [2, 1, 5]);  select_1 = None
    index_put = torch.ops.aten.index_put.default(_reshape_alias_1, [arange], index_select);  _reshape_alias_1 = arange = index_select = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(index_put, None, None, running_mean, running_var, True, 1.0, 0.0);  running_mean = running_var = None
    return index_put
