# _trilinear: nn.Bilinear's call (unrolled over the output features), unrolled over the batch
# and over an input dim, no summed dim (plain products), a dim summed on one side only (summed
# first), inputs transposed, strided and offset; f32, f64, bf16 and int32. The matrices here
# stay below 400 multiply-adds, bmm's small loop, which the kernel follows exactly.
def forward(self, x1: "f32[5, 2]", w: "f32[3, 2, 4]", x2: "f32[5, 4]", x1t: "f32[5, 2][1, 5]", wp: "f32[3, 2, 4][1, 12, 3]", x2s: "f32[5, 4][8, 2]@1", a: "f64[3, 4]", b: "f64[3, 1]", c: "f64[3, 4]", hb: "bf16[5, 2]", wb: "bf16[3, 2, 4]", xb: "bf16[5, 4]", i1: "i32[3, 4]", i2: "i32[3, 4]", e: "f32[0, 2]", e2: "f32[0, 4]"):
    _trilinear = torch.ops.aten._trilinear.default(x1, w, x2, [1, 3], [0], [1, 2], [2, 3])
    _trilinear_1 = torch.ops.aten._trilinear.default(x1t, wp, x2s, [1, 3], [0], [1, 2], [2, 3], 0)
    _trilinear_2 = torch.ops.aten._trilinear.default(x1, w, x2, [1, 3], [0], [1, 2], [2, 3], 2)
    _trilinear_3 = torch.ops.aten._trilinear.default(x1, w, x2, [1, 3], [0], [1, 2], [])
    _trilinear_4 = torch.ops.aten._trilinear.default(a, b, b, [], [], [], [1], 0)
    _trilinear_5 = torch.ops.aten._trilinear.default(a, b, c, [], [], [], [1], 0)
    _trilinear_6 = torch.ops.aten._trilinear.default(hb, wb, xb, [1, 3], [0], [1, 2], [2, 3])
    _trilinear_7 = torch.ops.aten._trilinear.default(i1, i2, i1, [], [], [], [0], 1)
    _trilinear_8 = torch.ops.aten._trilinear.default(e, w, e2, [1, 3], [0], [1, 2], [2, 3])
    return (_trilinear, _trilinear_1, _trilinear_2, _trilinear_3, _trilinear_4, _trilinear_5, _trilinear_6, _trilinear_7, _trilinear_8)
