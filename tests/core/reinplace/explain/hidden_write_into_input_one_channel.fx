# native_batch_norm reads select_scatter_1 (its input) and writes add_1 (running_var, a hidden
# write). In place, add_1 lives in row 0 of clone, which is the input: the sound policy keeps
# add_1 (later-use), as a write into memory the same op still reads. torch 1.13's kernel reads
# a channel's input before it writes that channel's running stats, and there is one channel, so
# the pytorch policy's rewrite is right: a miss.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, running_mean: "f32[1]", select: "f32[1, 1]"):
    clone = torch.ops.aten.clone.default(select);  select = None
    select_1 = torch.ops.aten.select.int(clone, 0, 0)
    add_1 = torch.ops.aten.add.Tensor(select_1, 0);  select_1 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(clone, add_1, 0, 0);  clone = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter_1, None, None, running_mean, add_1, True, 0.0, 0.0);  select_scatter_1 = add_1 = None
    return running_mean
