# native_layer_norm_backward: grad_input contiguous (whatever the input's or grad_out's strides),
# grad_weight and grad_bias contiguous like weight and bias; a gradient output_mask leaves out is
# not computed (torch returns None). native_batch_norm_backward: grad_input in the input's
# suggested memory format (channels-last 4-d and 5-d inputs included, grad_out's layout does not
# matter), grad_weight and grad_bias [C] of the parameter dtype, in training and evaluation mode,
# without weight, for f64 and bf16 (float parameters for a bf16 input with float statistics).
def forward(self, l: "f32[2, 3, 4]", lt: "f32[2, 3, 4][12, 1, 3]", lg: "f32[2, 3, 4][12, 1, 3]", lw: "f32[4]", lb: "f32[4]", l4: "f32[2, 3, 4, 5][60, 1, 15, 3]", lw4: "f32[4, 5]", ld: "f64[5, 4]", lbf: "bf16[2, 4]", le: "f32[0, 4]", x: "f32[2, 3, 4, 5]", xc: "f32[2, 3, 4, 5][60, 1, 15, 3]", gc: "f32[2, 3, 4, 5][60, 1, 15, 3]", x5: "f32[2, 3, 2, 2, 2][24, 1, 12, 6, 3]", x2: "f32[6, 3][1, 6]", w: "f32[3]", b: "f32[3]", rm: "f32[3]", rv: "f32[3]", xd: "f64[2, 3, 4]", wd: "f64[3]", xb: "bf16[2, 3, 4]", wb: "bf16[3]", xz: "f32[2, 3, 0, 5]"):
    native_layer_norm = torch.ops.aten.native_layer_norm.default(l, [4], lw, lb, 1e-05)
    getitem: "f32[2, 3, 4][12, 4, 1]" = native_layer_norm[0]
    getitem_1: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm[1]
    getitem_2: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm[2]
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(l, l, [4], getitem_1, getitem_2, lw, lb, [True, True, True])
    getitem_3: "f32[2, 3, 4][12, 4, 1]" = native_layer_norm_backward[0]
    getitem_4: "f32[4][1]" = native_layer_norm_backward[1]
    getitem_5: "f32[4][1]" = native_layer_norm_backward[2]
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(lg, lt, [4], getitem_1, getitem_2, None, None, [True, False, False])
    getitem_6: "f32[2, 3, 4][12, 4, 1]" = native_layer_norm_backward_1[0]
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(l, l, [4], getitem_1, getitem_2, lw, lb, [False, True, True])
    getitem_7: "f32[4][1]" = native_layer_norm_backward_2[1]
    getitem_8: "f32[4][1]" = native_layer_norm_backward_2[2]
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(l4, [4, 5], lw4, None, 1e-05)
    getitem_9: "f32[2, 3, 1, 1][3, 1, 1, 1]" = native_layer_norm_1[1]
    getitem_10: "f32[2, 3, 1, 1][3, 1, 1, 1]" = native_layer_norm_1[2]
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(l4, l4, [4, 5], getitem_9, getitem_10, lw4, None, [True, True, False])
    getitem_11: "f32[2, 3, 4, 5][60, 20, 5, 1]" = native_layer_norm_backward_3[0]
    getitem_12: "f32[4, 5][5, 1]" = native_layer_norm_backward_3[1]
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(ld, [4], None, None, 1e-05)
    getitem_13: "f64[5, 1][1, 1]" = native_layer_norm_2[1]
    getitem_14: "f64[5, 1][1, 1]" = native_layer_norm_2[2]
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(ld, ld, [4], getitem_13, getitem_14, None, None, [True, False, False])
    getitem_15: "f64[5, 4][4, 1]" = native_layer_norm_backward_4[0]
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(lbf, [4], None, None, 1e-05)
    getitem_16: "bf16[2, 1][1, 1]" = native_layer_norm_3[1]
    getitem_17: "bf16[2, 1][1, 1]" = native_layer_norm_3[2]
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(lbf, lbf, [4], getitem_16, getitem_17, None, None, [True, False, False])
    getitem_18: "bf16[2, 4][4, 1]" = native_layer_norm_backward_5[0]
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(le, [4], lw, lb, 1e-05)
    getitem_19: "f32[0, 1][1, 1]" = native_layer_norm_4[1]
    getitem_20: "f32[0, 1][1, 1]" = native_layer_norm_4[2]
    native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(le, le, [4], getitem_19, getitem_20, lw, lb, [True, True, True])
    getitem_21: "f32[0, 4][4, 1]" = native_layer_norm_backward_6[0]
    getitem_22: "f32[4][1]" = native_layer_norm_backward_6[1]
    native_batch_norm = torch.ops.aten.native_batch_norm.default(x, w, b, rm, rv, True, 0.1, 1e-05)
    getitem_23: "f32[3][1]" = native_batch_norm[1]
    getitem_24: "f32[3][1]" = native_batch_norm[2]
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(x, x, w, rm, rv, getitem_23, getitem_24, True, 1e-05, [True, True, True])
    getitem_25: "f32[2, 3, 4, 5][60, 20, 5, 1]" = native_batch_norm_backward[0]
    getitem_26: "f32[3][1]" = native_batch_norm_backward[1]
    getitem_27: "f32[3][1]" = native_batch_norm_backward[2]
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(x, xc, w, rm, rv, getitem_23, getitem_24, True, 1e-05, [True, True, True])
    getitem_28: "f32[2, 3, 4, 5][60, 1, 15, 3]" = native_batch_norm_backward_1[0]
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(gc, x, None, rm, rv, None, None, False, 1e-05, [True, False, True])
    getitem_29: "f32[2, 3, 4, 5][60, 20, 5, 1]" = native_batch_norm_backward_2[0]
    getitem_30: "f32[3][1]" = native_batch_norm_backward_2[2]
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(x5, x5, w, None, None, rm, rv, True, 1e-05, [True, True, False])
    getitem_31: "f32[2, 3, 2, 2, 2][24, 1, 12, 6, 3]" = native_batch_norm_backward_3[0]
    getitem_32: "f32[3][1]" = native_batch_norm_backward_3[1]
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(x2, x2, None, None, None, rm, rv, True, 1e-05, [True, True, True])
    getitem_33: "f32[6, 3][3, 1]" = native_batch_norm_backward_4[0]
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(xd, xd, wd, wd, wd, None, None, False, 1e-05, [True, True, True])
    getitem_34: "f64[2, 3, 4][12, 4, 1]" = native_batch_norm_backward_5[0]
    getitem_35: "f64[3][1]" = native_batch_norm_backward_5[1]
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(xb, xb, wb, None, None, wb, wb, True, 1e-05, [True, True, True])
    getitem_36: "bf16[2, 3, 4][12, 4, 1]" = native_batch_norm_backward_6[0]
    getitem_37: "bf16[3][1]" = native_batch_norm_backward_6[1]
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(xb, xb, None, None, None, rm, rv, True, 1e-05, [True, True, True])
    getitem_38: "bf16[2, 3, 4][12, 4, 1]" = native_batch_norm_backward_7[0]
    getitem_39: "f32[3][1]" = native_batch_norm_backward_7[2]
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(xz, xz, w, rm, rv, None, None, False, 1e-05, [True, True, True])
    getitem_40: "f32[2, 3, 0, 5][15, 5, 5, 1]" = native_batch_norm_backward_8[0]
    getitem_41: "f32[3][1]" = native_batch_norm_backward_8[1]
    return (getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_11, getitem_12, getitem_15, getitem_18, getitem_21, getitem_22, getitem_25, getitem_26, getitem_27, getitem_28, getitem_29, getitem_30, getitem_31, getitem_32, getitem_33, getitem_34, getitem_35, getitem_36, getitem_37, getitem_38, getitem_39, getitem_40, getitem_41)
