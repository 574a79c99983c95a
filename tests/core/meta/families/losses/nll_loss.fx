# nll_loss_forward: a contiguous [N] loss for reduction None with a 2-d input, otherwise 0-dim
# (a 1-d input always), and a 0-dim total_weight, in the input's dtype from any input layout;
# int64 or uint8 targets, empty inputs. nll_loss_backward: contiguous zeros of the input's sizes.
# nll_loss2d_forward / backward: [N, H, W] or 0-dim loss; the backward laid out like the input.
def forward(self, x: "f32[5, 4]", xt: "f32[5, 4][1, 5]", xs: "f32[5, 4][16, 2]@3", x1: "f32[4]", xb: "bf16[3, 4]", xd: "f64[3, 4]", xe: "f32[0, 4]", t: "i64[5]", t1: "i64[]", tu: "u8[3]", te: "i64[0]", w: "f32[4]", ws: "f32[4][2]", wd: "f64[4]", g0: "f32[]", g1: "f32[1]", gn: "f32[5]", gt: "f32[5][2]", gd: "f64[]", tw: "f32[]", twd: "f64[1, 1]", x4: "f32[2, 3, 4, 5]", x4s: "f32[2, 3, 4, 5][120, 40, 10, 2]@1", t3: "i64[2, 4, 5]", t3t: "i64[2, 4, 5][20, 1, 4]", g3: "f32[2, 4, 5]"):
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(x, t, None, 1, -100)
    getitem: "f32[][]" = nll_loss_forward[0]
    getitem_1: "f32[][]" = nll_loss_forward[1]
    nll_loss_forward_1 = torch.ops.aten.nll_loss_forward.default(xt, t, w, 0, 2)
    getitem_2: "f32[5][1]" = nll_loss_forward_1[0]
    getitem_3: "f32[][]" = nll_loss_forward_1[1]
    nll_loss_forward_2 = torch.ops.aten.nll_loss_forward.default(xs, t, ws, 2, -100)
    getitem_4: "f32[][]" = nll_loss_forward_2[0]
    getitem_5: "f32[][]" = nll_loss_forward_2[1]
    nll_loss_forward_3 = torch.ops.aten.nll_loss_forward.default(x1, t1, None, 0, -100)
    getitem_6: "f32[][]" = nll_loss_forward_3[0]
    getitem_7: "f32[][]" = nll_loss_forward_3[1]
    nll_loss_forward_4 = torch.ops.aten.nll_loss_forward.default(xb, tu, None, 0, 1)
    getitem_8: "bf16[3][1]" = nll_loss_forward_4[0]
    getitem_9: "bf16[][]" = nll_loss_forward_4[1]
    nll_loss_forward_5 = torch.ops.aten.nll_loss_forward.default(xd, tu, wd, 1, -100)
    getitem_10: "f64[][]" = nll_loss_forward_5[0]
    getitem_11: "f64[][]" = nll_loss_forward_5[1]
    nll_loss_forward_6 = torch.ops.aten.nll_loss_forward.default(xe, te, None, 0, -100)
    getitem_12: "f32[0][1]" = nll_loss_forward_6[0]
    getitem_13: "f32[][]" = nll_loss_forward_6[1]
    nll_loss_forward_7 = torch.ops.aten.nll_loss_forward.default(xe, te, None, 1, -100)
    getitem_14: "f32[][]" = nll_loss_forward_7[0]
    getitem_15: "f32[][]" = nll_loss_forward_7[1]
    nll_loss_backward: "f32[5, 4][4, 1]" = torch.ops.aten.nll_loss_backward.default(g0, x, t, None, 1, -100, tw)
    nll_loss_backward_1: "f32[5, 4][4, 1]" = torch.ops.aten.nll_loss_backward.default(gt, xt, t, w, 0, 2, tw)
    nll_loss_backward_2: "f32[5, 4][4, 1]" = torch.ops.aten.nll_loss_backward.default(g1, xs, t, ws, 2, -100, tw)
    nll_loss_backward_3: "f32[4][1]" = torch.ops.aten.nll_loss_backward.default(g0, x1, t1, None, 0, -100, tw)
    nll_loss_backward_4: "f64[3, 4][4, 1]" = torch.ops.aten.nll_loss_backward.default(gd, xd, tu, wd, 1, -100, twd)
    nll_loss_backward_5: "f32[0, 4][4, 1]" = torch.ops.aten.nll_loss_backward.default(g0, xe, te, None, 1, -100, tw)
    nll_loss2d_forward = torch.ops.aten.nll_loss2d_forward.default(x4, t3, None, 0, -100)
    getitem_16: "f32[2, 4, 5][20, 5, 1]" = nll_loss2d_forward[0]
    getitem_17: "f32[][]" = nll_loss2d_forward[1]
    nll_loss2d_forward_1 = torch.ops.aten.nll_loss2d_forward.default(x4s, t3t, None, 1, 1)
    getitem_18: "f32[][]" = nll_loss2d_forward_1[0]
    getitem_19: "f32[][]" = nll_loss2d_forward_1[1]
    nll_loss2d_backward: "f32[2, 3, 4, 5][60, 20, 5, 1]" = torch.ops.aten.nll_loss2d_backward.default(g3, x4, t3, None, 0, -100, tw)
    nll_loss2d_backward_1: "f32[2, 3, 4, 5][60, 20, 5, 1]" = torch.ops.aten.nll_loss2d_backward.default(g0, x4s, t3t, None, 1, 1, tw)
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11, getitem_12, getitem_13, getitem_14, getitem_15, nll_loss_backward, nll_loss_backward_1, nll_loss_backward_2, nll_loss_backward_3, nll_loss_backward_4, nll_loss_backward_5, getitem_16, getitem_17, getitem_18, getitem_19, nll_loss2d_backward, nll_loss2d_backward_1)
