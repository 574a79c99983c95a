# upsample_nearest2d and upsample_bilinear2d, .vec (F.interpolate's) and the plain overloads: the
# output size given or the input's times scale_factors (truncated), laid out in the input's
# suggested memory format: channels-last stays channels-last (also when strided), a transposed
# or permuted input and the ambiguous NC11 / N1HW channels-last tensors give contiguous results;
# an empty batch is allowed; u8 for nearest.
def forward(self, x: "f32[2, 3, 4, 5]", c: "f32[2, 3, 4, 5][60, 1, 15, 3]", t: "f32[2, 3, 5, 4][60, 20, 1, 5]", p: "f32[3, 2, 4, 5][20, 60, 5, 1]", cs: "f32[2, 3, 4, 3][72, 1, 18, 6]", c1: "f32[2, 1, 4, 5][20, 1, 5, 1]", n11: "f32[2, 3, 1, 1][3, 1, 3, 3]", e: "f32[0, 3, 4, 5]", d: "f64[1, 2, 3, 3]", b: "bf16[1, 2, 3, 3]", u: "u8[1, 2, 3, 3]"):
    up: "f32[2, 3, 7, 9][189, 63, 9, 1]" = torch.ops.aten.upsample_nearest2d.vec(x, [7, 9], None)
    up_1: "f32[2, 3, 7, 9][189, 1, 27, 3]" = torch.ops.aten.upsample_nearest2d.vec(c, [7, 9], None)
    up_2: "f32[2, 3, 8, 7][168, 56, 7, 1]" = torch.ops.aten.upsample_nearest2d.vec(x, None, [2.0, 1.5])
    up_3: "f32[2, 3, 8, 8][192, 64, 8, 1]" = torch.ops.aten.upsample_nearest2d.vec(t, [8, 8], None)
    up_4: "f32[3, 2, 3, 2][12, 6, 2, 1]" = torch.ops.aten.upsample_nearest2d.vec(p, [3, 2], None)
    up_5: "f32[2, 3, 5, 5][75, 1, 15, 3]" = torch.ops.aten.upsample_nearest2d.vec(cs, [5, 5], None)
    up_6: "f32[2, 1, 8, 10][80, 1, 10, 1]" = torch.ops.aten.upsample_nearest2d.vec(c1, [8, 10], None)
    up_7: "f32[2, 3, 2, 2][12, 1, 6, 3]" = torch.ops.aten.upsample_nearest2d.vec(n11, [2, 2], None)
    up_8: "f32[0, 3, 7, 9][189, 63, 9, 1]" = torch.ops.aten.upsample_nearest2d.vec(e, [7, 9], None)
    up_9: "u8[1, 2, 7, 3][42, 21, 3, 1]" = torch.ops.aten.upsample_nearest2d.vec(u, None, [2.5, 1.0])
    up_10: "f32[2, 3, 6, 6][108, 1, 18, 3]" = torch.ops.aten.upsample_nearest2d.default(c, [6, 6])
    up_11: "f32[2, 3, 6, 6][108, 36, 6, 1]" = torch.ops.aten.upsample_nearest2d.default(x, [6, 6], 1.5, None)
    up_12: "f32[2, 3, 7, 9][189, 63, 9, 1]" = torch.ops.aten.upsample_bilinear2d.vec(x, [7, 9], False, None)
    up_13: "f32[2, 3, 8, 10][240, 1, 30, 3]" = torch.ops.aten.upsample_bilinear2d.vec(c, None, True, [2.0, 2.0])
    up_14: "f32[2, 3, 3, 3][27, 9, 3, 1]" = torch.ops.aten.upsample_bilinear2d.vec(t, [3, 3], True, None)
    up_15: "f32[2, 3, 8, 6][144, 1, 18, 3]" = torch.ops.aten.upsample_bilinear2d.vec(cs, [8, 6], False, None)
    up_16: "f64[1, 2, 5, 1][10, 5, 1, 1]" = torch.ops.aten.upsample_bilinear2d.vec(d, None, False, [1.7, 0.4])
    up_17: "bf16[1, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.upsample_bilinear2d.vec(b, [5, 5], False, None)
    up_18: "f32[2, 3, 8, 10][240, 1, 30, 3]" = torch.ops.aten.upsample_bilinear2d.default(c, [8, 10], False, 2.0, 2.0)
    up_19: "f32[0, 3, 3, 3][27, 9, 3, 1]" = torch.ops.aten.upsample_bilinear2d.default(e, [3, 3], True)
    return (up, up_1, up_2, up_3, up_4, up_5, up_6, up_7, up_8, up_9, up_10, up_11, up_12, up_13, up_14, up_15, up_16, up_17, up_18, up_19)
