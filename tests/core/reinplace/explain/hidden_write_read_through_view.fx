# As hidden_write_read_only_through_empty_view.fx, but the batch norm normalizes y and the slice
# holds select_scatter's row, which the output reads: in place it would hold the running mean
# the batch norm writes into mul (momentum 0.5 moves it half way to y's mean), where the program
# returns zeros.
# policy: sound
# expect: kept mul: mul would live in the memory of self select, where native_batch_norm writes it after select_scatter took its value [later-use]
# oracle: sound => equivalent
# oracle: sound --unsafe-skip-check=later-use => value-mismatch at slice
def forward(self, x: "f32[1, 1]", y: "f32[2, 1]", running_var: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 0);  clone = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(y, None, mul, mul, running_var, True, 0.5, 0.0);  y = mul = running_var = None
    slice = torch.ops.aten.slice.Tensor(select_scatter, 0, None, 1);  select_scatter = None
    return slice
