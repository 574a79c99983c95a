# native_batch_norm reads select_scatter_1 (its input) and writes add_1 (running_var, a hidden
# write). In place, add_1 lives in row 0 of clone, and select_scatter_1 goes: the batch norm
# writes into its own input. torch 1.13 reads the one channel's statistics before it writes the
# running stats, and the output, which it computes from the input read again, is not used; nothing
# reads clone afterwards. So the write is seen by nobody, and both policies rewrite.
# policy: sound
# expect: inplaced add_1 -> add_.Tensor (saves 4 bytes)
# expect: removed select_scatter_1: it writes back what add_1 now writes in place (saves 4 bytes)
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, running_mean: "f32[1]", select: "f32[1, 1]"):
    clone = torch.ops.aten.clone.default(select);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 0)
    add_1 = torch.ops.aten.add.Tensor(select_1, 0);  select_1 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(clone, add_1, 0, 0);  clone = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter_1, None, None, running_mean, add_1, True, 0.0, 0.0);  select_scatter_1 = add_1 = None
    return running_mean
