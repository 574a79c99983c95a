# Layer norm's (x * rstd - rstd * mean) * gamma + beta is compiled into two fused multiply-adds
# (gamma 1 and beta 0 where not given): over a row of equal values the first keeps the rounding
# error of x * rstd, 0.0012 here, where separate products cancel to 0. Found by
# campaign --oracle=both.
# oracle: sound => equivalent
def forward(self, x: "f32[2, 2]"):
    native_group_norm = torch.ops.aten.native_group_norm.default(x, None, None, 2, 2, 1, 2, 1e-05);  x = None
    getitem = native_group_norm[2];  native_group_norm = None
    expand = torch.ops.aten.expand.default(getitem, [1, -1, -1]);  getitem = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(expand, [2], None, None, 1e-05);  expand = None
    getitem_2 = native_layer_norm[0];  native_layer_norm = None
    return getitem_2
