# mul writes zeros into add's first row in place; select_1, mul's first row, then lives in the
# batch norm's input, on channel 0's two elements, and is its running mean. The input is not
# contiguous, so torch walks the channels in parallel and channel 1's stat may land on channel
# 0's element before channel 0 is read: the sound policy keeps mul (later-use). x is an integer
# tensor, so every value is finite and mul's are zeros; with momentum 0 the stat written is the
# old zero plus 0 * mean, and sums from +0 of zeros are +0 in any order, so the pytorch policy's
# rewrite is right, but only by what the ops compute: the arithmetic-blind check, whose batch
# norm walks the channels as the kernel does, shows it. Found by the missed-rewrite campaign
# (seed 3257828); hidden_write_cross_channel_parallel.fx, with float x, is wrong in some orders.
# oracle: pytorch => equivalent
# oracle: sound => equivalent
def forward(self, x: "i64[1, 2, 2][2, 1, 2]", full: "f32[2]"):
    add = torch.ops.aten.add.Tensor(x, 0.0);  x = None
    select = torch.ops.aten.select.int(add, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(add, mul, 0, 0);  add = None
    select_1 = torch.ops.aten.select.int(mul, 0, 0);  mul = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter, None, None, select_1, full, True, 0.0, 0.0);  select_scatter = full = None
    return select_1
