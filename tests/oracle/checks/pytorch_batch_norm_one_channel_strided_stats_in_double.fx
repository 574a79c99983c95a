# torch's pass writes index_add_ into a _reshape_alias of mm's result, so the training batch
# norm after it reads a [2, 1, 1] view of strides [2, 0, 0] where the functional program gave it
# a fresh contiguous tensor. An input that is neither contiguous nor channels-last takes ATen's
# other path even with one channel: the mean from at::mean, the squared deviations in double,
# the running stats updated in double. The reference took that path only with more than one
# channel (where the channels' order matters) and computed the one-channel norm as on the
# contiguous path: its output was an ulp off where ATen's running_mean was, and the two oracles
# gave different verdicts (value-mismatch at getitem against input-mutated). Now the reference
# computes both layouts bit for bit as torch does, and both say input-mutated: torch's own
# mis-compilation, an ulp in running_mean. Found by campaign --policy=pytorch --oracle=both
# --nodes=40 (seed 89674), shrunk from 74 ops.
# oracle: sound => equivalent
def forward(self, x_1: "f32[1, 3]", w: "f32[3, 3]", running_mean: "f32[1]", running_var: "f32[1]", arange: "i64[1]", index_select: "f32[1, 1, 1]"):
    mm = torch.ops.aten.mm.default(x_1, w);  x_1 = w = None
    view = torch.ops.aten.view.default(mm, [-1, 1, 1, 1, 1]);  mm = None
    permute = torch.ops.aten.permute.default(view, [2, 0, 3, 1, 4]);  view = None
    select_1 = torch.ops.aten.select.int(permute, 0, 0);  permute = None
    _reshape_alias_1 = torch.ops.aten._reshape_alias.default(select_1, [2, 1, 1], [2, 0, 0]);  select_1 = None
    index_add = torch.ops.aten.index_add.default(_reshape_alias_1, 0, arange, index_select);  _reshape_alias_1 = arange = index_select = None
    native_batch_norm = torch.ops.aten.native_batch_norm.default(index_add, None, None, running_mean, running_var, True, 0.1, 2.0);  index_add = running_mean = running_var = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    return getitem
