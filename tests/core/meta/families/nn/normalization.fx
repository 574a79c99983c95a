# native_batch_norm: the output laid out in the input's suggested memory format, save_mean and
# save_invstd of the parameter dtype ([C] in training, [0] in evaluation; float for a bf16 input
# with float parameters). native_layer_norm: contiguous output, mean and rstd of the input's
# leading sizes with 1 for each normalized dim. native_group_norm: the input's memory format,
# mean and rstd [N, group].
def forward(self, x: "f32[2, 3, 4, 5]", xc: "f32[2, 3, 4, 5][60, 1, 15, 3]", xt: "f32[2, 3, 5, 4][60, 20, 1, 5]", xs: "f32[2, 3, 2, 5][60, 20, 10, 1]@5", x2: "f32[4, 3]", x3: "f32[4, 3, 5]", x5: "f32[2, 3, 2, 2, 2][24, 1, 12, 6, 3]", w: "f32[3]", b: "f32[3]", rm: "f32[3]", rv: "f32[3]", xd: "f64[2, 3, 4]", wd: "f64[3]", rmd: "f64[3]", rvd: "f64[3]", xb: "bf16[2, 3, 4]", wb: "bf16[3]", rmb: "bf16[3]", rvb: "bf16[3]", l: "f32[2, 3, 4]", lw: "f32[3, 4]", lb: "f32[3, 4]", lt: "f32[4, 3, 2][1, 4, 12]", ld: "f64[5, 4]", lbf: "bf16[2, 4]", le: "f32[0, 4]", g: "f32[2, 6, 3, 2]", gc: "f32[2, 6, 3, 2][36, 1, 12, 6]", gw: "f32[6]", gb: "f32[6]", g3: "f32[2, 6, 5]", gd: "f64[2, 4]", g0: "f32[0, 6, 3]"):
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, w, b, rm, rv, True, 0.1, 1e-05)
    getitem: "f32[2, 3, 4, 5][60, 20, 5, 1]" = native_batch_norm[0]
    getitem_1: "f32[3][1]" = native_batch_norm[1]
    getitem_2: "f32[3][1]" = native_batch_norm[2]
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(x, w, b, rm, rv, False, 0.1, 1e-05)
    getitem_3: "f32[2, 3, 4, 5][60, 20, 5, 1]" = native_batch_norm_1[0]
    getitem_4: "f32[0][1]" = native_batch_norm_1[1]
    getitem_5: "f32[0][1]" = native_batch_norm_1[2]
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(xc, None, None, rm, rv, True, 0.3, 0.001)
    getitem_6: "f32[2, 3, 4, 5][60, 1, 15, 3]" = native_batch_norm_2[0]
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(xt, w, None, None, None, True, 0.1, 1e-05)
    getitem_7: "f32[2, 3, 5, 4][60, 20, 4, 1]" = native_batch_norm_3[0]
    getitem_8: "f32[3][1]" = native_batch_norm_3[1]
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(xs, w, b, rm, rv, False, 0.1, 1e-05)
    getitem_9: "f32[2, 3, 2, 5][30, 10, 5, 1]" = native_batch_norm_4[0]
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(x2, w, b, rm, rv, True, 0.1, 1e-05)
    getitem_10: "f32[4, 3][3, 1]" = native_batch_norm_5[0]
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(x3, None, None, rm, rv, False, 0.1, 1e-05)
    getitem_11: "f32[4, 3, 5][15, 5, 1]" = native_batch_norm_6[0]
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(x5, w, b, rm, rv, True, 0.1, 1e-05)
    getitem_12: "f32[2, 3, 2, 2, 2][24, 1, 12, 6, 3]" = native_batch_norm_7[0]
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(xd, wd, None, rmd, rvd, True, 0.1, 1e-05)
    getitem_13: "f64[2, 3, 4][12, 4, 1]" = native_batch_norm_8[0]
    getitem_14: "f64[3][1]" = native_batch_norm_8[1]
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(xb, wb, wb, rmb, rvb, True, 0.1, 1e-05)
    getitem_15: "bf16[2, 3, 4][12, 4, 1]" = native_batch_norm_9[0]
    getitem_16: "bf16[3][1]" = native_batch_norm_9[2]
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(xb, w, b, rm, rv, True, 0.1, 1e-05)
    getitem_17: "bf16[2, 3, 4][12, 4, 1]" = native_batch_norm_10[0]
    getitem_18: "f32[3][1]" = native_batch_norm_10[1]
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(xb, None, None, rm, rv, False, 0.1, 1e-05)
    getitem_19: "f32[0][1]" = native_batch_norm_11[2]
    native_layer_norm = torch.ops.aten.native_layer_norm.default(l, [4], None, None, 1e-05)
    getitem_20: "f32[2, 3, 4][12, 4, 1]" = native_layer_norm[0]
    getitem_21: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm[1]
    getitem_22: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm[2]
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(l, [3, 4], lw, lb, 1e-05)
    getitem_23: "f32[2, 3, 4][12, 4, 1]" = native_layer_norm_1[0]
    getitem_24: "f32[2, 1, 1][1, 1, 1]" = native_layer_norm_1[1]
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(lt, [2], None, None, 1e-05)
    getitem_25: "f32[4, 3, 2][6, 2, 1]" = native_layer_norm_2[0]
    getitem_26: "f32[4, 3, 1][3, 1, 1]" = native_layer_norm_2[2]
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(ld, [5, 4], None, None, 1e-05)
    getitem_27: "f64[1, 1][1, 1]" = native_layer_norm_3[1]
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(lbf, [4], None, None, 1e-05)
    getitem_28: "bf16[2, 4][4, 1]" = native_layer_norm_4[0]
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(le, [4], None, None, 1e-05)
    getitem_29: "f32[0, 4][4, 1]" = native_layer_norm_5[0]
    getitem_30: "f32[0, 1][1, 1]" = native_layer_norm_5[1]
    native_group_norm = torch.ops.aten.native_group_norm.default(g, gw, gb, 2, 6, 6, 3, 1e-05)
    getitem_31: "f32[2, 6, 3, 2][36, 6, 2, 1]" = native_group_norm[0]
    getitem_32: "f32[2, 3][3, 1]" = native_group_norm[1]
    native_group_norm_1 = torch.ops.aten.native_group_norm.default(gc, None, None, 2, 6, 6, 2, 1e-05)
    getitem_33: "f32[2, 6, 3, 2][36, 1, 12, 6]" = native_group_norm_1[0]
    getitem_34: "f32[2, 2][2, 1]" = native_group_norm_1[2]
    native_group_norm_2 = torch.ops.aten.native_group_norm.default(g3, gw, None, 2, 6, 5, 6, 1e-05)
    getitem_35: "f32[2, 6, 5][30, 5, 1]" = native_group_norm_2[0]
    native_group_norm_3 = torch.ops.aten.native_group_norm.default(gd, None, None, 2, 4, 1, 2, 1e-05)
    getitem_36: "f64[2, 4][4, 1]" = native_group_norm_3[0]
    native_group_norm_4 = torch.ops.aten.native_group_norm.default(g0, None, None, 0, 6, 3, 3, 1e-05)
    getitem_37: "f32[0, 6, 3][18, 3, 1]" = native_group_norm_4[0]
    getitem_38: "f32[0, 3][3, 1]" = native_group_norm_4[1]
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11, getitem_12, getitem_13, getitem_14, getitem_15, getitem_16, getitem_17, getitem_18, getitem_19, getitem_20, getitem_21, getitem_22, getitem_23, getitem_24, getitem_25, getitem_26, getitem_27, getitem_28, getitem_29, getitem_30, getitem_31, getitem_32, getitem_33, getitem_34, getitem_35, getitem_36, getitem_37, getitem_38)
