# A training batch norm writes running_mean (momentum 1: the batch's mean), and a second one,
# over one element per channel, takes running_mean as its weight; a division by its output
# follows. ATen's mean is a rounding from the reference's, and the second norm's output, a
# rounding residual times that weight, turned it into -50430616 against 14704717 after the
# division. Readers of a running stat a training batch norm wrote kept ATen's own values; now a
# storage written for the last time is settled to the reference's final values after its writer
# (aten/anchoring_plan.h), and readers after it are continued again. An oracle-disagreement in
# the original graph, found by campaign --oracle=both --nodes=40 (seed 13570, 6 of 20,000),
# shrunk from 69 ops.
# oracle: sound => equivalent
def forward(self, x: "f32[3, 2]", running_mean: "f32[2]", clone: "f32[1, 1]", index_select: "f32[1, 2]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, None, None, running_mean, None, True, 1.0, 0.0);  x = None
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(index_select, running_mean, None, None, None, True, 0.0, 1.0);  index_select = running_mean = None
    getitem_1 = native_batch_norm_1[0];  native_batch_norm_1 = None
    div = torch.ops.aten.div.Tensor(clone, getitem_1);  clone = getitem_1 = None
    return div
