# Two channels and an input that is not contiguous: torch 1.13 then walks the channels in
# parallel, each read just before its own running stats are written, so a write into another
# channel's elements may come before that channel is read. The sound policy keeps add_1; the
# oracle runs the channels in a random order drawn per call, and some show the pytorch policy's
# rewrite wrong: every mean is taken before any write (at::mean, on this path), but a channel's
# variance is summed after the other channel's running variance was written into its elements.
# policy: sound
# expect: kept add_1: add_1 would live in the memory of self select_1, where native_batch_norm writes it after select_scatter_1 took its value [later-use] (misses 8 bytes)
# oracle: pytorch => value-mismatch at getitem_2
# oracle: sound => equivalent
def forward(self, running_mean: "f32[2]", x: "f32[2, 2]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select_1 = torch.ops.aten.select.int(clone, 1, 0)
    add_1 = torch.ops.aten.add.Tensor(select_1, 1);  select_1 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(clone, add_1, 1, 0);  clone = None
    t = torch.ops.aten.t.default(select_scatter_1);  select_scatter_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(t, 0);  t = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(unsqueeze, None, None, running_mean, add_1, True, 0.5, 0.0);  unsqueeze = add_1 = None
    getitem_1 = native_batch_norm[1]
    getitem_2 = native_batch_norm[2];  native_batch_norm = None
    return (running_mean, getitem_1, getitem_2)
