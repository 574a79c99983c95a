# _trilinear: contiguous zeros of the output size in i1's dtype with the summed dims squeezed,
# whatever the inputs' layouts; nn.Bilinear's call, other unrolled dims, no summed dim, inputs
# summed on one side only, broadcast size-1 dims, empty inputs, f64, bf16 and integers.
# bitwise_not: one dtype in and out, laid out like self (bool and every integer dtype).
def forward(self, x1: "f32[8, 2]", w: "f32[4, 2, 3]", x2: "f32[8, 3]", x1t: "f32[8, 2][1, 8]", wp: "f32[4, 2, 3][1, 12, 4]", x2s: "f32[8, 3][6, 2]@1", a: "f64[3, 4]", b: "f64[3, 1]", c: "f64[3, 4]", e: "f32[0, 2]", e2: "f32[0, 3]", we: "f32[0, 2, 3]", hb: "bf16[8, 2]", wb: "bf16[4, 2, 3]", xb: "bf16[8, 3]", i1: "i32[3, 4]", i2: "i32[3, 4]", u: "u8[4, 3][1, 4]", bo: "b8[2, 3]", q: "i64[5]", r: "i8[2, 2]", s: "i16[2]"):
    _trilinear: "f32[8, 4][4, 1]" = torch.ops.aten._trilinear.default(x1, w, x2, [1, 3], [0], [1, 2], [2, 3])
    _trilinear_1: "f32[8, 4][4, 1]" = torch.ops.aten._trilinear.default(x1t, wp, x2s, [1, 3], [0], [1, 2], [2, 3], 0)
    _trilinear_2: "f32[8, 4][4, 1]" = torch.ops.aten._trilinear.default(x1, w, x2, [1, 3], [0], [1, 2], [2, 3], 2)
    _trilinear_3: "f32[8, 4, 2, 3][24, 6, 3, 1]" = torch.ops.aten._trilinear.default(x1, w, x2, [1, 3], [0], [1, 2], [])
    _trilinear_4: "f64[3][1]" = torch.ops.aten._trilinear.default(a, b, b, [], [], [], [1], 0)
    _trilinear_5: "f64[3][1]" = torch.ops.aten._trilinear.default(a, b, c, [], [], [], [1], 0)
    _trilinear_6: "f32[0, 4][4, 1]" = torch.ops.aten._trilinear.default(e, w, e2, [1, 3], [0], [1, 2], [2, 3])
    _trilinear_7: "f32[8, 0][1, 1]" = torch.ops.aten._trilinear.default(x1, we, x2, [1, -1], [0], [1, 2], [2, -1])
    _trilinear_8: "bf16[8, 4][4, 1]" = torch.ops.aten._trilinear.default(hb, wb, xb, [1, 3], [0], [1, 2], [2, 3])
    _trilinear_9: "i32[4][1]" = torch.ops.aten._trilinear.default(i1, i2, i1, [], [], [], [0], 1)
    bitwise_not: "u8[4, 3][1, 4]" = torch.ops.aten.bitwise_not.default(u)
    bitwise_not_1: "b8[2, 3][3, 1]" = torch.ops.aten.bitwise_not.default(bo)
    bitwise_not_2: "i64[5][1]" = torch.ops.aten.bitwise_not.default(q)
    bitwise_not_3: "i8[2, 2][2, 1]" = torch.ops.aten.bitwise_not.default(r)
    bitwise_not_4: "i16[2][1]" = torch.ops.aten.bitwise_not.default(s)
    clone: "u8[4, 3][1, 4]" = torch.ops.aten.clone.default(u)
    bitwise_not_: "u8[4, 3][1, 4]" = torch.ops.aten.bitwise_not_.default(clone)
    return (_trilinear, _trilinear_1, _trilinear_2, _trilinear_3, _trilinear_4, _trilinear_5, _trilinear_6, _trilinear_7, _trilinear_8, _trilinear_9, bitwise_not, bitwise_not_1, bitwise_not_2, bitwise_not_3, bitwise_not_4, bitwise_not_)
