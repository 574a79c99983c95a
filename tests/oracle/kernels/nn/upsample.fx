# upsample_nearest2d and upsample_bilinear2d on the generic path (contiguous, transposed,
# strided inputs): output sizes given or from scale factors (which then set the scale the kernel
# uses), align_corners both ways, downsampling and an unchanged dim, f32, f64 and u8 (nearest).
def forward(self, x: "f32[2, 3, 4, 5]", t: "f32[2, 3, 5, 4][60, 20, 1, 5]", s: "f32[1, 2, 6, 7][168, 84, 14, 2]@1", d: "f64[1, 2, 3, 5]", u: "u8[1, 2, 3, 3]"):
    up = torch.ops.aten.upsample_nearest2d.vec(x, [7, 9], None)
    up_1 = torch.ops.aten.upsample_nearest2d.vec(x, None, [2.0, 1.5])
    up_2 = torch.ops.aten.upsample_nearest2d.vec(t, [3, 11], None)
    up_3 = torch.ops.aten.upsample_nearest2d.vec(s, None, [1.7, 0.6])
    up_4 = torch.ops.aten.upsample_nearest2d.vec(u, [8, 3], None)
    up_5 = torch.ops.aten.upsample_nearest2d.default(d, [6, 10])
    up_6 = torch.ops.aten.upsample_bilinear2d.vec(x, [7, 9], False, None)
    up_7 = torch.ops.aten.upsample_bilinear2d.vec(x, [7, 9], True, None)
    up_8 = torch.ops.aten.upsample_bilinear2d.vec(t, None, False, [2.0, 1.3])
    up_9 = torch.ops.aten.upsample_bilinear2d.vec(s, [4, 7], False, None)
    up_10 = torch.ops.aten.upsample_bilinear2d.vec(d, [8, 3], True, None)
    up_11 = torch.ops.aten.upsample_bilinear2d.vec(d, None, False, [2.9, 2.7])
    up_12 = torch.ops.aten.upsample_bilinear2d.default(x, [9, 13], False, 2.5, None)
    return (up, up_1, up_2, up_3, up_4, up_5, up_6, up_7, up_8, up_9, up_10, up_11, up_12)
