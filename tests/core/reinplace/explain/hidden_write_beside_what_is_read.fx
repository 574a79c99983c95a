# In place, mul lives in row 0 of clone, and the batch norm's running_var (select_1, mul's
# second element) is clone[0, 1, 0]; the batch norm reads, and the graph returns, only
# clone[0, 0, 0] (slice with step 2). The write shares no element with anything read after it:
# both policies rewrite. Found by the missed-rewrite campaign (seed 6714).
# policy: sound
# expect: inplaced mul -> mul_.Tensor (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[1, 2, 1]", running_mean: "f32[1]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 0);  clone = None
    slice = torch.ops.aten.slice.Tensor(select_scatter, 1, None, None, 2);  select_scatter = None
    select_1 = torch.ops.aten.select.int(mul, 0, 1);  mul = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(slice, None, None, running_mean, select_1, True, 0.0, 0.0);  running_mean = select_1 = None
    return slice
