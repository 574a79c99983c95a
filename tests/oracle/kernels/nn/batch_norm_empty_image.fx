# native_batch_norm on inputs with a batch and channels but no elements (N, C > 0): torch 1.13
# runs them (an empty batch or no channels divide by zero). Training mode: the saved mean and
# invstd are NaN (0 / 0), running_mean becomes NaN and running_var (1 - momentum) * running_var,
# since the unbiased variance is 0 / (0 - 1) = -0. Evaluation mode: an empty output.
# trials: seed=0 seed=1:special
def forward(self, x: "f32[2, 3, 0]", rm: "f32[3]", rv: "f32[3]", xd: "f64[1, 2, 0, 3]", rmd: "f64[2]", rvd: "f64[2]", w: "f32[3]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, w, None, rm, rv, True, 0.1, 1e-05)
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1]
    getitem_2 = native_batch_norm[2]
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(xd, None, None, rmd, rvd, True, 0.5, 0.1)
    getitem_3 = native_batch_norm_1[1]
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(x, None, w, rm, rv, False, 0.1, 1e-05)
    getitem_4 = native_batch_norm_2[0]
    getitem_5 = native_batch_norm_2[1]
    return (getitem, getitem_1, getitem_2, rm, rv, getitem_3, rmd, rvd, getitem_4, getitem_5)
