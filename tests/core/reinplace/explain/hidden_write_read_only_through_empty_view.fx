# mul writes zeros into select_scatter's row in place (it lives in clone), and the training batch
# norm then writes its running mean into mul, a write the program keeps apart from select_scatter.
# The only later reader is an empty slice of select_scatter: a view reads no element, and the
# output reads none through it, so nothing sees the write. Found by the missed-rewrite campaign
# (seed 1904935); hidden_write_read_through_view.fx reads one element.
# policy: sound
# expect: inplaced mul -> mul_.Tensor
# expect: removed select_scatter: it writes back what mul now writes in place
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[1, 1]", running_var: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 0);  clone = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter, None, mul, mul, running_var, True, 0.0, 0.0);  mul = running_var = None
    slice = torch.ops.aten.slice.Tensor(select_scatter, 0, None, 0);  select_scatter = None
    return slice
