# As hidden_write_read_only_through_empty_view.fx, but addcmul reads select_scatter and mul after
# the batch norm wrote its running mean into mul's memory (select_scatter's too, once mul is in
# place). addcmul raises on no value and writes nothing, and nobody reads its result but an
# empty slice: what it reads is seen nowhere. Found by the missed-rewrite campaign (seed
# 1904935); hidden_write_read_by_read_op.fx returns addcmul's row.
# policy: sound
# expect: inplaced mul -> mul_.Tensor
# expect: removed select_scatter: it writes back what mul now writes in place
# oracle: sound => equivalent
# oracle: pytorch => equivalent
def forward(self, x: "f32[1, 1, 1]", running_var: "f32[1]"):
    sum = torch.ops.aten.sum.dim_IntList(x, [0]);  x = None
    select = torch.ops.aten.select.int(sum, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(sum, mul, 0, 0);  sum = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter, None, mul, mul, running_var, True, 0.0, 0.0);  running_var = None
    addcmul = torch.ops.aten.addcmul.default(select_scatter, mul, select_scatter);  select_scatter = mul = None
    slice = torch.ops.aten.slice.Tensor(addcmul, 0, None, 0);  addcmul = None
    return slice
