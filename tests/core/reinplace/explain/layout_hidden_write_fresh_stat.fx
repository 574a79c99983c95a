# In place, add's result (row 1 of a batch norm output) lives at offset 2 of that output, and
# as_strided reads position 0, row 0. Its only reader is a training batch norm whose output
# nobody reads, writing running_mean into `full`, a fresh tensor nothing reads afterwards: add
# goes in place. Found by the missed-rewrite campaign (seed 114423).
# policy: sound
# expect: inplaced add -> add_.Tensor (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2]", running_mean: "f32[2]", running_var: "f32[2]", select_scatter: "f32[1, 1]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, None, None, running_mean, running_var, False, 0.0, 0.0);  x = running_mean = running_var = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    select = torch.ops.aten.select.int(getitem, 0, 1);  getitem = None
    add = torch.ops.aten.add.Tensor(select, 0);  select = None
    as_strided = torch.ops.aten.as_strided.default(add, [1, 2], [0, 0], 0);  add = None
    full = torch.ops.aten.full.default([2], 0.0, dtype = torch.float32)
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(as_strided, None, None, full, None, True, 0.0, 0.0);  as_strided = full = None
    return select_scatter
