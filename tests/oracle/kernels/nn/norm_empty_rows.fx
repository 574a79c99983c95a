# native_layer_norm and native_group_norm where a row or a group holds no elements: torch 1.13
# gives mean 0 and rstd NaN (the variance is 0 / 0), and an empty output; rows of none are none.
# trials: seed=0 seed=1:special
def forward(self, x: "f32[2, 0]", v: "f32[0]", r: "f32[0, 3]", g: "f32[2, 4, 0]", d: "f64[3, 0, 2]"):
    native_layer_norm = torch.ops.aten.native_layer_norm.default(x, [0], None, None, 1e-05)
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2]
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(v, [0], v, v, 1e-05)
    getitem_3 = native_layer_norm_1[1]
    getitem_4 = native_layer_norm_1[2]
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(r, [3], None, None, 1e-05)
    getitem_5 = native_layer_norm_2[2]
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(d, [0, 2], None, None, 0.1)
    getitem_6 = native_layer_norm_3[1]
    getitem_7 = native_layer_norm_3[2]
    native_group_norm = torch.ops.aten.native_group_norm.default(g, None, None, 2, 4, 0, 2, 1e-05)
    getitem_8 = native_group_norm[0]
    getitem_9 = native_group_norm[1]
    getitem_10 = native_group_norm[2]
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10)
