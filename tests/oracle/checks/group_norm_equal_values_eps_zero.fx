# Group norm's moments are vectorized sums of x and x * x: sixteen equal values have variance
# exactly 0, so with eps 0 rstd is inf and the output NaN, as in torch (the reference's sums had
# left a rounding, a finite rstd and finite values). Found by campaign --oracle=both.
# oracle: sound => equivalent
def forward(self, full: "f32[4]", select_2: "f32[4]", _reshape_alias: "f32[1, 4, 1][0, 0, 0]", _reshape_alias_1: "f32[1, 1, 4][0, 0, 0]"):
    bmm = torch.ops.aten.bmm.default(_reshape_alias, _reshape_alias_1);  _reshape_alias = _reshape_alias_1 = None
    native_group_norm = torch.ops.aten.native_group_norm.default(bmm, select_2, full, 1, 4, 4, 1, 0.0);  bmm = select_2 = full = None
    getitem = native_group_norm[0];  native_group_norm = None
    return getitem
