# The batch norm writes running_var into its own input once add_1 is in place, but only its
# saved statistics are used, which torch reads before the write: both policies rewrite.
# policy: sound
# expect: inplaced add_1 -> add_.Tensor (saves 4 bytes)
# expect: removed select_scatter_1: it writes back what add_1 now writes in place (saves 8 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, running_mean: "f32[1]", select: "f32[2, 1]"):
    clone = torch.ops.aten.clone.default(select);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 0)
    add_1 = torch.ops.aten.add.Tensor(select_1, 1);  select_1 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(clone, add_1, 0, 0);  clone = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter_1, None, None, running_mean, add_1, True, 0.5, 0.0);  select_scatter_1 = add_1 = None
    getitem_1 = native_batch_norm[1];  native_batch_norm = None
    return (running_mean, getitem_1)
