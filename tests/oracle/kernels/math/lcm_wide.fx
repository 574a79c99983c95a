# lcm in int32 and int64 (|a / gcd * b| wrapping in the dtype), on operands clamped away from the
# dtypes' minimum: with it, a quotient INT_MIN / -1 traps in torch (integer_math_test.cpp).
# trials: seed=0 seed=1:special seed=2
def forward(self, d: "i32[8, 8][1, 8]", e: "i64[64]", u: "u8[8]"):
    cd = torch.ops.aten.clamp.default(d, -1000, 1000)
    ce = torch.ops.aten.clamp.default(e, -1000, 1000)
    big32 = torch.ops.aten.mul.Tensor(cd, 100000)
    big64 = torch.ops.aten.mul.Tensor(ce, 1000000007)
    next32 = torch.ops.aten.add.Tensor(big32, 1)
    next64 = torch.ops.aten.add.Tensor(big64, 1)
    v0 = torch.ops.aten.lcm.default(cd, big32)
    v1 = torch.ops.aten.lcm.default(big32, next32)
    v2 = torch.ops.aten.lcm.default(ce, big64)
    v3 = torch.ops.aten.lcm.default(big64, next64)
    v4 = torch.ops.aten.lcm.default(cd, u)
    return (v0, v1, v2, v3, v4)
