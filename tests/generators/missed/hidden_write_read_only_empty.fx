# mul writes zeros into select_scatter's row in place (it lives in clone), and the training
# batch norm writes its running mean into mul afterwards, a write the program keeps apart from
# select_scatter: the sound policy keeps mul (later-use). The only later read of that memory is
# an empty slice, so nothing sees the write and the pytorch policy's rewrite is right: a miss.
# Found by the missed-rewrite campaign (seed 1904935).
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 1]", running_var: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 0);  clone = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter, None, mul, mul, running_var, True, 0.0, 0.0);  mul = running_var = None
    slice = torch.ops.aten.slice.Tensor(select_scatter, 0, None, 0);  select_scatter = None
    return slice
