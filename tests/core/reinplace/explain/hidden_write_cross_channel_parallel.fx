# mul writes x * 0 into clone's first row in place; select_1, mul's first row, then lives in the
# batch norm's input, on channel 0's two elements, and is its running mean. The input is not
# contiguous, so torch walks the channels in parallel: when channel 1 goes first, its stat
# (NaN where x holds an infinity) lands on channel 0's element before channel 0 is read, and
# channel 0's variance comes out otherwise. The oracle draws the channel order per call and
# shows it; the sound policy keeps mul. From the missed-rewrite campaign (seed 3257828) before
# the oracle walked channels so; tests/generators/missed/cross_channel_stat_of_zeros.fx reads
# only finite values and is right.
# policy: sound
# expect: kept mul: select_1 would live in the memory of self select, where native_batch_norm writes it after select_scatter took its value [later-use]
# oracle: sound => equivalent
# oracle: pytorch => input-mutated at native_batch_norm
def forward(self, x: "f32[1, 2, 2][2, 1, 2]", full: "f32[2]"):
    clone = torch.ops.aten.clone.default(x);  x = None
    select = torch.ops.aten.select.int(clone, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, 0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, mul, 0, 0);  clone = None
    select_1 = torch.ops.aten.select.int(mul, 0, 0);  mul = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(select_scatter, None, None, select_1, full, True, 0.0, 0.0);  select_scatter = full = None
    return select_1
