# As layout_hidden_write_fresh_stat.fx, but the running mean written is the input `stat`: the
# caller sees what the batch norm writes there, computed from the other row.
# policy: sound
# expect: kept add: in place the result would have offset 2 instead of 0, which as_strided depends on [layout-readers]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=layout-preserved => input-mutated at native_batch_norm_1
def forward(self, x: "f32[2, 2]", running_mean: "f32[2]", running_var: "f32[2]", stat: "f32[2]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, None, None, running_mean, running_var, False, 0.0, 0.0);  x = running_mean = running_var = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    select = torch.ops.aten.select.int(getitem, 0, 1);  getitem = None
    add = torch.ops.aten.add.Tensor(select, 0);  select = None
    as_strided = torch.ops.aten.as_strided.default(add, [1, 2], [0, 0], 0);  add = None
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(as_strided, None, None, stat, None, True, 0.5, 0.0);  as_strided = stat = None
    return ()
