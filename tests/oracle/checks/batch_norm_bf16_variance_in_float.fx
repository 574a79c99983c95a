# bf16 training batch norm over two elements per channel, eps 0: the output is +-1 exactly when
# the variance is summed as ATen's bf16 kernel sums it, each element converted to float and the
# squared deviations accumulated in float; the reference rounded each deviation and its square
# to bf16, its output missed -1 by a rounding, and pow(x, x) of it was NaN where ATen gives -1.
# Found by campaign --oracle=both (seed 3195, 7 of 120,000 graphs at seed 1000).
# oracle: sound => equivalent
# oracle-both-trials: 4
def forward(self, x: "bf16[2, 2]", running_mean: "bf16[2]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, None, None, running_mean, None, True, 0.0, 0.0);  x = running_mean = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    pow = torch.ops.aten.pow.Tensor_Tensor(getitem, getitem);  getitem = None
    return pow
