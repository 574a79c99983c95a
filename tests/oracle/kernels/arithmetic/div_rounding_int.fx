# Integer division with rounding modes: nonzero divisors of both signs (made with clamp and
# neg; never -1 for i64 / i32, whose minimum divided by -1 traps in torch too), Python-number
# divisors, narrow types (int8 -128 // -1 wraps), unsigned.
def forward(self, n: "i64[12]", m: "i64[12]", i: "i32[3, 4][1, 3]", g: "i8[12]", u: "u8[12]", v: "u8[12]"):
    clamp = torch.ops.aten.clamp.default(m, 1, 5)
    clamp_2 = torch.ops.aten.clamp.default(m, 2, 5)
    neg = torch.ops.aten.neg.default(clamp_2)
    div = torch.ops.aten.div.Tensor_mode(n, clamp, rounding_mode = 'trunc')
    div_1 = torch.ops.aten.div.Tensor_mode(n, clamp, rounding_mode = 'floor')
    div_2 = torch.ops.aten.div.Tensor_mode(n, neg, rounding_mode = 'trunc')
    div_3 = torch.ops.aten.div.Tensor_mode(n, neg, rounding_mode = 'floor')
    div_4 = torch.ops.aten.div.Tensor_mode(i, -3, rounding_mode = 'floor')
    div_5 = torch.ops.aten.div.Scalar_mode(i, 4, rounding_mode = 'trunc')
    div_6 = torch.ops.aten.div.Tensor_mode(g, -1, rounding_mode = 'trunc')
    div_7 = torch.ops.aten.div.Tensor_mode(g, -1, rounding_mode = 'floor')
    clamp_1 = torch.ops.aten.clamp.default(v, 1, 9)
    div_8 = torch.ops.aten.div.Tensor_mode(u, clamp_1, rounding_mode = 'floor')
    div_9 = torch.ops.aten.div.Tensor_mode(i, 2.5, rounding_mode = 'floor')
    div_10 = torch.ops.aten.div.Tensor_mode(n, clamp, rounding_mode = None)
    return (div, div_1, div_2, div_3, div_4, div_5, div_6, div_7, div_8, div_9, div_10)
