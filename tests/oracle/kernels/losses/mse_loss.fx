# mse_loss: (a - b)^2 elementwise in the promoted dtype (f16 rounding the difference first),
# transposed, strided and broadcast operands, mixed dtypes; Mean and Sum through sum's cascade
# over the loss laid out as torch lays it out (60 elements, so more than one vector block), no
# elements (Mean: NaN). mse_loss_backward: norm * (self - target) * grad, norm = 2 / numel or 2
# read in the dtype (integers truncate 2 / 12 to 0), broadcast to a larger grad.
def forward(self, a: "f32[4, 3][1, 4]", b: "f32[4, 3]", bt: "f32[4, 3][1, 4]", s: "f32[4, 3][8, 2]@1", d: "f64[4, 3]", h: "f16[4, 3]", h2: "f16[4, 3]", i: "i64[4, 3]", r: "f32[3]", big: "f32[6, 10][1, 6]", big2: "f32[6, 10]", e: "f32[0]", g: "f32[]", gb: "f32[2, 4, 3]", gd: "f64[1]", ig: "i64[4, 3]", it: "i64[4, 3]"):
    mse_loss = torch.ops.aten.mse_loss.default(a, bt, 0)
    mse_loss_1 = torch.ops.aten.mse_loss.default(a, s, 0)
    mse_loss_2 = torch.ops.aten.mse_loss.default(b, d, 0)
    mse_loss_3 = torch.ops.aten.mse_loss.default(i, b, 0)
    mse_loss_4 = torch.ops.aten.mse_loss.default(h, h2, 0)
    mse_loss_5 = torch.ops.aten.mse_loss.default(r, b, 0)
    mse_loss_6 = torch.ops.aten.mse_loss.default(big, big2, 1)
    mse_loss_7 = torch.ops.aten.mse_loss.default(big, big2, 2)
    mse_loss_8 = torch.ops.aten.mse_loss.default(h, h2, 1)
    mse_loss_9 = torch.ops.aten.mse_loss.default(s, d, 2)
    mse_loss_10 = torch.ops.aten.mse_loss.default(e, e, 1)
    mse_loss_backward = torch.ops.aten.mse_loss_backward.default(g, a, b, 1)
    mse_loss_backward_1 = torch.ops.aten.mse_loss_backward.default(s, a, bt, 0)
    mse_loss_backward_2 = torch.ops.aten.mse_loss_backward.default(gb, b, r, 2)
    mse_loss_backward_3 = torch.ops.aten.mse_loss_backward.default(gd, d, d, 1)
    mse_loss_backward_4 = torch.ops.aten.mse_loss_backward.default(ig, i, it, 2)
    mse_loss_backward_5 = torch.ops.aten.mse_loss_backward.default(ig, i, it, 1)
    return (mse_loss, mse_loss_1, mse_loss_2, mse_loss_3, mse_loss_4, mse_loss_5, mse_loss_6, mse_loss_7, mse_loss_8, mse_loss_9, mse_loss_10, mse_loss_backward, mse_loss_backward_1, mse_loss_backward_2, mse_loss_backward_3, mse_loss_backward_4, mse_loss_backward_5)
