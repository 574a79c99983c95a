# Training batch norm writes its running stats channel by channel; here both stats are one
# expanded element, so the channel written last decides what is left there. A contiguous input
# is read whole and its channels written in order; a strided one is walked one channel at a time
# in its threads' order (oracle/kernel.h, batchNormWalksChannels). In place, add_1 would be a
# strided row of getitem, so the order, and the value returned through expand, could change.
# (torch 1.13 on this two-channel input happens to run one thread, in order.) Found by a sound
# campaign once the Model step family shifted the draw (seed 291581).
# policy: sound
# expect: kept add_1: in place the result would have strides [4, 1] instead of [2, 1], which native_batch_norm_1 depends on [layout-preserved] (misses 16 bytes)
# oracle: pytorch => value-mismatch at expand
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2, 2]", running_mean: "f32[2]", select: "f32[]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, None, None, running_mean, None, True, 0.0, 0.0);  x = running_mean = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    select_1 = torch.ops.aten.select.int(getitem, 1, 0);  getitem = None
    clone_1 = torch.ops.aten.clone.default(select);  select = None
    expand = torch.ops.aten.expand.default(clone_1, [2]);  clone_1 = None
    add_1 = torch.ops.aten.add.Tensor(select_1, 0);  select_1 = None
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(add_1, None, None, expand, expand, True, 1.0, 0.0);  add_1 = None
    return expand
