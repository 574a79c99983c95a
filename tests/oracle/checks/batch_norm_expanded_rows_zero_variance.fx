# Training batch norm (no running stats, eps 0) over an expanded input whose rows are all equal:
# for such an input, neither contiguous nor channels-last, ATen takes the mean from at::mean (a
# sum in the reduction's order, then a division) and sums the squared deviations from it in the
# accumulation type, so the variance need not be exactly 0 and invstd is huge where the
# contiguous path gives 0. The reference follows that path (normalization_kernels.cpp); before
# it did, the two oracles disagreed here (ATen 7.536, the reference 0). Found by
# campaign --oracle=both (seed 52507, 3 of 63,000 graphs).
# oracle: sound => equivalent
# oracle-both-trials: 4
def forward(self, x: "f32[3]"):
    as_strided = torch.ops.aten.as_strided.default(x, [3, 3], [0, 1])
    native_batch_norm = torch.ops.aten.native_batch_norm.default(as_strided, x, None, None, None, True, 0.0, 0.0);  as_strided = x = None
    getitem = native_batch_norm[0];  native_batch_norm = None
    return getitem
