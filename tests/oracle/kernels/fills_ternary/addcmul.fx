# addcmul: self + value * tensor1 * tensor2 with integral and fractional values, broadcast and
# strided operands, integer (wrapping) and bf16 (torch 1.13 has no f16 addcmul on CPU).
def forward(self, s: "f32[3, 4][1, 3]", a: "f32[4]", b: "f32[3, 1]", d: "f64[8]", g: "bf16[8]", n: "i64[8]", i: "i32[8]"):
    addcmul = torch.ops.aten.addcmul.default(s, a, b)
    addcmul_1 = torch.ops.aten.addcmul.default(s, a, b, value = 0.1)
    addcmul_2 = torch.ops.aten.addcmul.default(d, d, d, value = -2.5)
    addcmul_3 = torch.ops.aten.addcmul.default(g, g, g, value = 0.3)
    addcmul_4 = torch.ops.aten.addcmul.default(g, g, g, value = 3)
    addcmul_5 = torch.ops.aten.addcmul.default(n, n, n, value = 7)
    addcmul_6 = torch.ops.aten.addcmul.default(i, i, i, value = 100000)
    return (addcmul, addcmul_1, addcmul_2, addcmul_3, addcmul_4, addcmul_5, addcmul_6)
