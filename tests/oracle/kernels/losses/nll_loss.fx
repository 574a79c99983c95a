# nll_loss_forward: per-sample losses -x[t] * w[t] (0 where t is ignore_index), and the cascade
# sums of Mean / Sum with and without a weight, reduction 5 acting as Sum; f32, f64, bf16 (every
# step rounded), transposed and offset inputs, a strided weight, a 1-d input with a 0-dim target,
# uint8 targets, no samples (Mean: NaN). nll_loss_backward: zeros with -w[t] * grad per sample,
# w[t] * -(grad / total_weight) for Mean, w[t] * -grad for Sum.
def forward(self, x: "f32[6, 4]", xt: "f32[6, 4][1, 6]", xs: "f32[6, 4][12, 2]@3", x1: "f32[4]", xb: "bf16[6, 4]", xd: "f64[6, 4]", xe: "f32[0, 4]", t: "i64[6]", t1: "i64[]", tu: "u8[6]", te: "i64[0]", w: "f32[4]", ws: "f32[4][2]@1", wb: "bf16[4]", wd: "f64[4]", g: "f32[]", gn: "f32[6][2]", gb: "bf16[1]", gd: "f64[]", tw: "f32[]", twb: "bf16[]", twd: "f64[1, 1]"):
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(x, t, None, 1, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1]
    nll_loss_forward_1 = torch.ops.aten.nll_loss_forward.default(xt, t, w, 0, 2)
    getitem_2 = nll_loss_forward_1[0]
    getitem_3 = nll_loss_forward_1[1]
    nll_loss_forward_2 = torch.ops.aten.nll_loss_forward.default(xs, t, ws, 2, -100)
    getitem_4 = nll_loss_forward_2[0]
    getitem_5 = nll_loss_forward_2[1]
    nll_loss_forward_3 = torch.ops.aten.nll_loss_forward.default(xs, t, ws, 1, 1)
    getitem_6 = nll_loss_forward_3[0]
    getitem_7 = nll_loss_forward_3[1]
    nll_loss_forward_4 = torch.ops.aten.nll_loss_forward.default(x1, t1, w, 0, -100)
    getitem_8 = nll_loss_forward_4[0]
    getitem_9 = nll_loss_forward_4[1]
    nll_loss_forward_5 = torch.ops.aten.nll_loss_forward.default(xb, tu, wb, 1, 3)
    getitem_10 = nll_loss_forward_5[0]
    getitem_11 = nll_loss_forward_5[1]
    nll_loss_forward_6 = torch.ops.aten.nll_loss_forward.default(xd, tu, wd, 5, -100)
    getitem_12 = nll_loss_forward_6[0]
    getitem_13 = nll_loss_forward_6[1]
    nll_loss_forward_7 = torch.ops.aten.nll_loss_forward.default(xe, te, None, 1, -100)
    getitem_14 = nll_loss_forward_7[0]
    getitem_15 = nll_loss_forward_7[1]
    nll_loss_forward_8 = torch.ops.aten.nll_loss_forward.default(xb, t, None, 0, 0)
    getitem_16 = nll_loss_forward_8[0]
    getitem_17 = nll_loss_forward_8[1]
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(g, x, t, None, 1, -100, tw)
    nll_loss_backward_1 = torch.ops.aten.nll_loss_backward.default(gn, xt, t, w, 0, 2, tw)
    nll_loss_backward_2 = torch.ops.aten.nll_loss_backward.default(g, xs, t, ws, 2, 1, tw)
    nll_loss_backward_3 = torch.ops.aten.nll_loss_backward.default(g, x1, t1, w, 1, -100, tw)
    nll_loss_backward_4 = torch.ops.aten.nll_loss_backward.default(gb, xb, tu, wb, 1, 3, twb)
    nll_loss_backward_5 = torch.ops.aten.nll_loss_backward.default(gd, xd, tu, wd, 1, -100, twd)
    nll_loss_backward_6 = torch.ops.aten.nll_loss_backward.default(g, xe, te, None, 1, -100, tw)
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11, getitem_12, getitem_13, getitem_14, getitem_15, getitem_16, getitem_17, nll_loss_backward, nll_loss_backward_1, nll_loss_backward_2, nll_loss_backward_3, nll_loss_backward_4, nll_loss_backward_5, nll_loss_backward_6)
