# As hidden_write_read_by_unread_op.fx, but the batch norm normalizes y (momentum 0.5 moves the
# running mean it writes into mul half way to y's mean) and the slice keeps addcmul's row: the
# output sees through addcmul what the write changed, so mul stays. Upstream's pass mis-compiles it.
# policy: sound
# expect: kept mul: mul would live in the memory of self select, where native_batch_norm writes it after select_scatter took its value [later-use]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch at slice
# oracle: pytorch => value-mismatch at slice
def forward(self, x: "f32[1, 1, 1]", y: "f32[2, 1]", running_var: "f32[1]"):
    sum = torch.ops.aten.sum.dim_IntList(x, [0]);  x = None
    select = torch.ops.aten.select.int(sum, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(sum, mul, 0, 0);  sum = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(y, None, mul, mul, running_var, True, 0.5, 0.0);  y = running_var = None
    addcmul = torch.ops.aten.addcmul.default(select_scatter, mul, select_scatter);  select_scatter = mul = None
    slice = torch.ops.aten.slice.Tensor(addcmul, 0, None, 1);  addcmul = None
    return slice
