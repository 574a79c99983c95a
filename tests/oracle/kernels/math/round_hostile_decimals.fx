# round.decimals with decimals at the ends of int64 and past any float's exponent: 10^|decimals|
# is inf and every element NaN, as in torch. Negating INT64_MIN to get |decimals| overflowed
# (found by fuzz_ops under UBSan).
# trials: seed=0 seed=1:special
def forward(self, f: "f32[8]", d: "f64[8]"):
    a = torch.ops.aten.round.decimals(f, decimals = -9223372036854775808)
    b = torch.ops.aten.round.decimals(d, decimals = 9223372036854775807)
    c = torch.ops.aten.round.decimals(f, decimals = 400)
    e = torch.ops.aten.round.decimals(d, decimals = -400)
    return (a, b, c, e)
