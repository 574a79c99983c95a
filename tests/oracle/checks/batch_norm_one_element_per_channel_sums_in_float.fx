# A training batch norm over one element per (batch, channel): torch 1.13 takes its
# channels-last statistics for such an input (batch_norm_cpu_collect_stats_channels_last_impl),
# summing in float row by row, where the reference summed in double as on the contiguous path.
# The third norm's column holds values near 1.8e6 with a spread of a few units, so the float
# sum's rounding moves the mean by an ulp, and x * alpha + beta turns that into 0.676 against
# 0.643. The reference now sums as torch does for these inputs and for 4-d channels-last ones
# (tests/oracle/kernels/nn/batch_norm_channels_last_statistics.fx). An oracle-disagreement in
# the original graph, found by campaign --oracle=both --nodes=40 (seed 14654, 4 of 20,000),
# shrunk from 54 ops.
# oracle: sound => equivalent
# oracle-both-trials: 20
def forward(self, x: "f32[]", y: "f32[3, 2]", running_mean: "f32[2]", running_var: "f32[2]", weight: "f32[2]", running_mean_1: "f32[2]", running_var_1: "f32[2]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(y, None, None, running_mean, running_var, True, 1.0, 0.0);  running_mean = None
    expm1 = torch.ops.aten.expm1.default(running_var);  running_var = None
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(y, weight, expm1, running_mean_1, running_var_1, False, 0.0, 0.0);  y = weight = expm1 = running_mean_1 = running_var_1 = None
    getitem_1 = native_batch_norm_1[0];  native_batch_norm_1 = None
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(getitem_1, None, None, None, None, True, 0.0, 0.0);  getitem_1 = None
    getitem_2 = native_batch_norm_2[0];  native_batch_norm_2 = None
    return getitem_2
