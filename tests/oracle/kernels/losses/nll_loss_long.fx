# nll_loss_forward's cascade over 40 samples (levels of 16), f32 and bf16, with and without a
# weight, some samples ignored; nll_loss2d_forward / backward over [2, 3, 4, 5] inputs:
# per-position losses, Mean and Sum, contiguous and strided inputs and targets.
def forward(self, x: "f32[40, 3]", xb: "bf16[40, 3]", t: "i64[40]", w: "f32[3]", wb: "bf16[3]", x4: "f32[2, 3, 4, 5]", x4s: "f32[2, 3, 4, 5][120, 40, 10, 2]@1", x4d: "f64[2, 3, 4, 5][60, 1, 15, 3]", t3: "i64[2, 4, 5]", t3t: "i64[2, 4, 5][20, 1, 4]", g3: "f32[2, 4, 5][20, 1, 4]", g: "f32[]", tw: "f32[]", twd: "f64[]", wd: "f64[3]"):
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(x, t, None, 1, 2)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1]
    nll_loss_forward_1 = torch.ops.aten.nll_loss_forward.default(x, t, w, 2, -100)
    getitem_2 = nll_loss_forward_1[0]
    getitem_3 = nll_loss_forward_1[1]
    nll_loss_forward_2 = torch.ops.aten.nll_loss_forward.default(xb, t, wb, 1, 0)
    getitem_4 = nll_loss_forward_2[0]
    getitem_5 = nll_loss_forward_2[1]
    nll_loss2d_forward = torch.ops.aten.nll_loss2d_forward.default(x4, t3, None, 0, 1)
    getitem_6 = nll_loss2d_forward[0]
    getitem_7 = nll_loss2d_forward[1]
    nll_loss2d_forward_1 = torch.ops.aten.nll_loss2d_forward.default(x4s, t3t, w, 1, -100)
    getitem_8 = nll_loss2d_forward_1[0]
    getitem_9 = nll_loss2d_forward_1[1]
    nll_loss2d_forward_2 = torch.ops.aten.nll_loss2d_forward.default(x4d, t3, wd, 2, 0)
    getitem_10 = nll_loss2d_forward_2[0]
    getitem_11 = nll_loss2d_forward_2[1]
    nll_loss2d_backward = torch.ops.aten.nll_loss2d_backward.default(g3, x4, t3, w, 0, 1, tw)
    nll_loss2d_backward_1 = torch.ops.aten.nll_loss2d_backward.default(g, x4s, t3t, None, 1, -100, tw)
    nll_loss2d_backward_2 = torch.ops.aten.nll_loss2d_backward.default(g, x4, t3t, w, 2, 2, tw)
    return (getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11, nll_loss2d_backward, nll_loss2d_backward_1, nll_loss2d_backward_2)
