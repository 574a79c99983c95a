# A training batch norm whose weight is exp(running_var), read before the same batch norm
# writes running_var: ATen's exp (Sleef) is an ulp from the reference's (libm), and the norm of
# one element, (x - mean) of a rounding residual, turned that ulp into -0.0193 against -0.0076.
# exp was not continued from the reference's value because some node writes running_var hiddenly;
# only a write before the read makes the two runs' running stats differ. An oracle-disagreement
# in the original graph, found by campaign --oracle=both --nodes=40 (seed 9097, 1 of 20,000).
# oracle: sound => equivalent
def forward(self, x: "f32[1, 1]", weight: "f32[1]", running_var: "f32[1]", full: "f32[1]", _reshape_alias: "f32[1, 1][0, 0]"):
    exp = torch.ops.aten.exp.default(running_var)
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(_reshape_alias, exp, None, full, running_var, True, 0.0, 1.0);  _reshape_alias = exp = full = running_var = None
    getitem_1 = native_batch_norm_1[0];  native_batch_norm_1 = None
    return getitem_1
