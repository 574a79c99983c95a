# mse_loss: the promoting binary iterator's layout for reduction None (a transposed pair stays
# transposed, channels-last stays channels-last, f32 with f64 is f64, int with float the
# float), 0-dim for Mean and Sum. mse_loss_backward: contiguous in self's dtype, of the broadcast
# shape of self, target and grad. binary_cross_entropy_with_logits: the target's dtype and
# layout (infer_dense_strides for a strided one), 0-dim when reduced; weight and pos_weight
# broadcast into it and may have any dtype.
def forward(self, a: "f32[4, 3][1, 4]", b: "f32[4, 3]", bt: "f32[4, 3][1, 4]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", c2: "f32[2, 3, 4, 5]", d: "f64[4, 3]", h: "f16[4, 3]", i: "i64[4, 3]", r: "f32[3]", g0: "f32[]", gb: "f32[2, 4, 3]", id: "i64[3]", it: "i64[3]", ig: "i64[3]", ts: "f32[3, 4][2, 6]", tb: "bf16[4, 3]", xb: "bf16[4, 3]", w: "f32[3]", pw: "f64[4, 3]", pi: "i64[3]", e: "f32[0]", e0: "f32[]", gs: "f32[4, 3][8, 2]@1"):
    mse_loss: "f32[4, 3][1, 4]" = torch.ops.aten.mse_loss.default(a, bt, 0)
    mse_loss_1: "f32[4, 3][1, 4]" = torch.ops.aten.mse_loss.default(a, b, 0)
    mse_loss_2: "f32[2, 3, 4, 5][60, 1, 15, 3]" = torch.ops.aten.mse_loss.default(c, c2, 0)
    mse_loss_3: "f64[4, 3][3, 1]" = torch.ops.aten.mse_loss.default(b, d, 0)
    mse_loss_4: "f32[][]" = torch.ops.aten.mse_loss.default(i, b, 1)
    mse_loss_5: "f16[][]" = torch.ops.aten.mse_loss.default(h, h, 2)
    mse_loss_6: "f32[4, 3][3, 1]" = torch.ops.aten.mse_loss.default(r, b, 0)
    mse_loss_7: "f32[][]" = torch.ops.aten.mse_loss.default(e, e, 1)
    mse_loss_8: "f32[][]" = torch.ops.aten.mse_loss.default(a, b)
    mse_loss_backward: "f32[4, 3][3, 1]" = torch.ops.aten.mse_loss_backward.default(g0, a, b, 1)
    mse_loss_backward_1: "f32[4, 3][3, 1]" = torch.ops.aten.mse_loss_backward.default(gs, a, b, 0)
    mse_loss_backward_2: "f32[2, 3, 4, 5][60, 20, 5, 1]" = torch.ops.aten.mse_loss_backward.default(g0, c, c2, 1)
    mse_loss_backward_3: "f32[2, 4, 3][12, 3, 1]" = torch.ops.aten.mse_loss_backward.default(gb, b, r, 0)
    mse_loss_backward_4: "i64[3][1]" = torch.ops.aten.mse_loss_backward.default(ig, id, it, 2)
    mse_loss_backward_5: "f32[0][1]" = torch.ops.aten.mse_loss_backward.default(e0, e, e, 2)
    binary_cross_entropy_with_logits: "f32[4, 3][1, 4]" = torch.ops.aten.binary_cross_entropy_with_logits.default(b, bt, None, None, 0)
    binary_cross_entropy_with_logits_1: "f32[4, 3][3, 1]" = torch.ops.aten.binary_cross_entropy_with_logits.default(r, b, w, None, 0)
    binary_cross_entropy_with_logits_2: "f32[3, 4][1, 3]" = torch.ops.aten.binary_cross_entropy_with_logits.default(ts, ts, None, None, 0)
    binary_cross_entropy_with_logits_3: "f32[2, 3, 4, 5][60, 1, 15, 3]" = torch.ops.aten.binary_cross_entropy_with_logits.default(c2, c, None, None, 0)
    binary_cross_entropy_with_logits_4: "f32[4, 3][3, 1]" = torch.ops.aten.binary_cross_entropy_with_logits.default(d, b, w, pw, 0)
    binary_cross_entropy_with_logits_5: "f64[][]" = torch.ops.aten.binary_cross_entropy_with_logits.default(b, d, None, pi, 1)
    binary_cross_entropy_with_logits_6: "bf16[][]" = torch.ops.aten.binary_cross_entropy_with_logits.default(xb, tb, None, None, 2)
    binary_cross_entropy_with_logits_7: "f32[4, 3][3, 1]" = torch.ops.aten.binary_cross_entropy_with_logits.default(xb, b, None, None, 7)
    binary_cross_entropy_with_logits_8: "f32[][]" = torch.ops.aten.binary_cross_entropy_with_logits.default(e, e)
    return (mse_loss, mse_loss_1, mse_loss_2, mse_loss_3, mse_loss_4, mse_loss_5, mse_loss_6, mse_loss_7, mse_loss_8, mse_loss_backward, mse_loss_backward_1, mse_loss_backward_2, mse_loss_backward_3, mse_loss_backward_4, mse_loss_backward_5, binary_cross_entropy_with_logits, binary_cross_entropy_with_logits_1, binary_cross_entropy_with_logits_2, binary_cross_entropy_with_logits_3, binary_cross_entropy_with_logits_4, binary_cross_entropy_with_logits_5, binary_cross_entropy_with_logits_6, binary_cross_entropy_with_logits_7, binary_cross_entropy_with_logits_8)
