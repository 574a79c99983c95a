# convolution_backward: grad_input and grad_weight laid out like the forward result would be
# (channels-last exactly when a non-transposed 2-d convolution's input or weight suggests it;
# grad_output's layout does not matter; a 1-d convolution follows its weight viewed as 4-d),
# grad_bias [output channels] whatever bias_sizes says. With no batch or no input channels the
# gradients are zeros laid out like the input and the weight, and grad_bias has bias_sizes.
def forward(self, x: "f32[2, 4, 6, 5]", w: "f32[6, 4, 3, 3]", xc: "f32[2, 4, 6, 5][120, 1, 20, 4]", wc: "f32[6, 4, 3, 3][36, 1, 12, 4]", gc: "f32[2, 6, 6, 5][180, 1, 30, 6]", w2: "f32[6, 2, 3, 2]", xt: "f32[2, 4, 6, 5][120, 30, 1, 6]", wt: "f32[4, 3, 3, 3]", x1: "f32[2, 4, 7]", w1: "f32[6, 4, 3]", w1c: "f32[6, 4, 3][12, 1, 4]", x3: "f32[1, 2, 4, 5, 3]", w3: "f32[4, 2, 2, 3, 2]", x3c: "f32[1, 2, 4, 5, 3][120, 1, 30, 6, 2]", wt3: "f32[2, 2, 2, 2, 2]", xd: "f64[2, 4, 5, 5]", wd: "f64[6, 4, 3, 3]", xb: "bf16[2, 4, 5, 5][100, 1, 20, 4]", wb: "bf16[6, 4, 3, 3]", xi: "i64[1, 4, 6, 6]", wi: "i64[2, 2, 2, 2]", x0: "f32[0, 4, 6, 5][120, 30, 1, 6]", g0: "f32[0, 6, 6, 5]", w0: "f32[6, 4, 3, 3][36, 1, 12, 4]", xz: "f32[2, 0, 6, 5]", wz: "f32[6, 0, 3, 3]", x10: "f32[0, 4, 7][28, 1, 4]", g10: "f32[0, 6, 7]"):
    convolution: "f32[2, 6, 6, 5][180, 30, 5, 1]" = torch.ops.aten.convolution.default(x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    convolution_backward = torch.ops.aten.convolution_backward.default(convolution, x, w, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True])
    getitem: "f32[2, 4, 6, 5][120, 30, 5, 1]" = convolution_backward[0]
    getitem_1: "f32[6, 4, 3, 3][36, 9, 3, 1]" = convolution_backward[1]
    getitem_2: "f32[6][1]" = convolution_backward[2]
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(convolution, xc, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
    getitem_3: "f32[2, 4, 6, 5][120, 1, 20, 4]" = convolution_backward_1[0]
    getitem_4: "f32[6, 4, 3, 3][36, 1, 12, 4]" = convolution_backward_1[1]
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(gc, x, wc, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True])
    getitem_5: "f32[2, 4, 6, 5][120, 1, 20, 4]" = convolution_backward_2[0]
    getitem_6: "f32[6, 4, 3, 3][36, 1, 12, 4]" = convolution_backward_2[1]
    getitem_7: "f32[6][1]" = convolution_backward_2[2]
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(gc, x, w, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False])
    getitem_8: "f32[6, 4, 3, 3][36, 9, 3, 1]" = convolution_backward_3[1]
    convolution_1: "f32[2, 6, 2, 5][60, 10, 5, 1]" = torch.ops.aten.convolution.default(xt, w2, None, [2, 1], [0, 1], [1, 2], False, [0, 0], 2)
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(convolution_1, xt, w2, [6], [2, 1], [0, 1], [1, 2], False, [0, 0], 2, [True, True, True])
    getitem_9: "f32[2, 4, 6, 5][120, 30, 5, 1]" = convolution_backward_4[0]
    getitem_10: "f32[6, 2, 3, 2][12, 6, 2, 1]" = convolution_backward_4[1]
    getitem_11: "f32[6][1]" = convolution_backward_4[2]
    convolution_2: "f32[2, 3, 12, 11][396, 132, 11, 1]" = torch.ops.aten.convolution.default(xc, wt, None, [2, 2], [1, 0], [1, 1], True, [1, 0], 1)
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(convolution_2, xc, wt, [3], [2, 2], [1, 0], [1, 1], True, [1, 0], 1, [True, True, True])
    getitem_12: "f32[2, 4, 6, 5][120, 30, 5, 1]" = convolution_backward_5[0]
    getitem_13: "f32[4, 3, 3, 3][27, 9, 3, 1]" = convolution_backward_5[1]
    getitem_14: "f32[3][1]" = convolution_backward_5[2]
    convolution_3: "f32[2, 6, 4][24, 4, 1]" = torch.ops.aten.convolution.default(x1, w1, None, [2], [1], [1], False, [0], 1)
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(convolution_3, x1, w1, [6], [2], [1], [1], False, [0], 1, [True, True, True])
    getitem_15: "f32[2, 4, 7][28, 7, 1]" = convolution_backward_6[0]
    getitem_16: "f32[6, 4, 3][12, 3, 1]" = convolution_backward_6[1]
    getitem_17: "f32[6][1]" = convolution_backward_6[2]
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(convolution_3, x1, w1c, [6], [2], [1], [1], False, [0], 1, [True, True, False])
    getitem_18: "f32[2, 4, 7][28, 1, 4]" = convolution_backward_7[0]
    getitem_19: "f32[6, 4, 3][12, 1, 4]" = convolution_backward_7[1]
    convolution_4: "f32[1, 4, 5, 2, 4][160, 40, 8, 4, 1]" = torch.ops.aten.convolution.default(x3, w3, None, [1, 2, 1], [1, 0, 1], [1, 1, 1], False, [0, 0, 0], 1)
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(convolution_4, x3c, w3, [4], [1, 2, 1], [1, 0, 1], [1, 1, 1], False, [0, 0, 0], 1, [True, True, True])
    getitem_20: "f32[1, 2, 4, 5, 3][120, 60, 15, 3, 1]" = convolution_backward_8[0]
    getitem_21: "f32[4, 2, 2, 3, 2][24, 12, 6, 2, 1]" = convolution_backward_8[1]
    getitem_22: "f32[4][1]" = convolution_backward_8[2]
    convolution_5: "f32[1, 2, 7, 9, 5][630, 315, 45, 5, 1]" = torch.ops.aten.convolution.default(x3, wt3, None, [2], [1], [1], True, [1], 1)
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(convolution_5, x3, wt3, None, [2], [1], [1], True, [1], 1, [True, True, True])
    getitem_23: "f32[1, 2, 4, 5, 3][120, 60, 15, 3, 1]" = convolution_backward_9[0]
    getitem_24: "f32[2, 2, 2, 2, 2][16, 8, 4, 2, 1]" = convolution_backward_9[1]
    getitem_25: "f32[2][1]" = convolution_backward_9[2]
    convolution_6: "f64[2, 6, 3, 3][54, 9, 3, 1]" = torch.ops.aten.convolution.default(xd, wd, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(convolution_6, xd, wd, [6], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True])
    getitem_26: "f64[2, 4, 5, 5][100, 25, 5, 1]" = convolution_backward_10[0]
    getitem_27: "f64[6, 4, 3, 3][36, 9, 3, 1]" = convolution_backward_10[1]
    convolution_7: "bf16[2, 6, 5, 5][150, 1, 30, 6]" = torch.ops.aten.convolution.default(xb, wb, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(convolution_7, xb, wb, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True])
    getitem_28: "bf16[2, 4, 5, 5][100, 1, 20, 4]" = convolution_backward_11[0]
    getitem_29: "bf16[6, 4, 3, 3][36, 1, 12, 4]" = convolution_backward_11[1]
    getitem_30: "bf16[6][1]" = convolution_backward_11[2]
    convolution_8: "i64[1, 2, 4, 4][32, 16, 4, 1]" = torch.ops.aten.convolution.default(xi, wi, None, [1, 1], [0, 0], [2, 2], False, [0, 0], 2)
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(convolution_8, xi, wi, [2], [1, 1], [0, 0], [2, 2], False, [0, 0], 2, [True, True, True])
    getitem_31: "i64[1, 4, 6, 6][144, 36, 6, 1]" = convolution_backward_12[0]
    getitem_32: "i64[2, 2, 2, 2][8, 4, 2, 1]" = convolution_backward_12[1]
    getitem_33: "i64[2][1]" = convolution_backward_12[2]
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(g0, x0, w0, [2, 3], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True])
    getitem_34: "f32[0, 4, 6, 5][120, 30, 1, 6]" = convolution_backward_13[0]
    getitem_35: "f32[6, 4, 3, 3][36, 1, 12, 4]" = convolution_backward_13[1]
    getitem_36: "f32[2, 3][3, 1]" = convolution_backward_13[2]
    convolution_10: "f32[2, 0, 6, 5][30, 30, 5, 1]" = torch.ops.aten.convolution.default(xz, wz, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(convolution_10, xz, wz, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True])
    getitem_37: "f32[2, 0, 6, 5][30, 30, 5, 1]" = convolution_backward_14[0]
    getitem_38: "f32[6, 0, 3, 3][9, 9, 3, 1]" = convolution_backward_14[1]
    getitem_39: "f32[6][1]" = convolution_backward_14[2]
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(g10, x10, w1c, [6], [1], [1], [1], False, [0], 1, [True, True, True])
    getitem_40: "f32[0, 4, 7][28, 1, 4]" = convolution_backward_15[0]
    getitem_41: "f32[6, 4, 3][12, 1, 4]" = convolution_backward_15[1]
    getitem_42: "f32[6][1]" = convolution_backward_15[2]
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11, getitem_12, getitem_13, getitem_14, getitem_15, getitem_16, getitem_17, getitem_18, getitem_19, getitem_20, getitem_21, getitem_22, getitem_23, getitem_24, getitem_25, getitem_26, getitem_27, getitem_28, getitem_29, getitem_30, getitem_31, getitem_32, getitem_33, getitem_34, getitem_35, getitem_36, getitem_37, getitem_38, getitem_39, getitem_40, getitem_41)
