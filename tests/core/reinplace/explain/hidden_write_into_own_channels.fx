# Two channels, and an input that is not contiguous (x is column-major, and clone keeps that):
# torch 1.13 walks the channels in parallel, each read just before its own running stats are
# written. In place, running_var (mul, row 0 of clone) puts channel c's statistic on the input's
# element (0, c), channel c's own: whatever the order, no channel reads what another wrote, and
# the output is not used. Found by the missed-rewrite campaign (seed 378463).
# policy: sound
# expect: inplaced mul -> mul_.Tensor (saves 8 bytes)
# expect: removed select_scatter: it writes back what mul now writes in place (saves 16 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2][1, 2]", running_mean: "f32[2]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 0);  clone = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter, None, None, running_mean, mul, True, 0.0, 0.0);  select_scatter = mul = None
    return running_mean
