# The binary math of binary_math_ops.cpp on plain and special values: atan2, hypot, copysign,
# nextafter (bf16 stepping its own bits), fmod (integers without zero divisors; floats with the
# vectorized loop's fmod on full rows), xlogy, true_divide, heaviside, the bitwise and logical
# connectives with Scalars and promotion, and the one-bound clamps (signed zeros as each loop
# keeps them).
# trials: seed=0 seed=1:special
# tolerance-ulps: 2
def forward(self, f: "f32[4, 8]", g: "f32[4, 8]", d: "f64[16]", e: "f64[16]", b: "bf16[16]", c: "bf16[16]", i: "i64[8]", u: "u8[8]", m: "b8[8]"):
    v0 = torch.ops.aten.atan2.default(f, g)
    v1 = torch.ops.aten.hypot.default(d, e)
    v2 = torch.ops.aten.copysign.Tensor(f, g)
    v3 = torch.ops.aten.copysign.Scalar(i, -0.0)
    v4 = torch.ops.aten.nextafter.default(f, g)
    v5 = torch.ops.aten.nextafter.default(b, c)
    v6 = torch.ops.aten.fmod.Tensor(f, g)
    v7 = torch.ops.aten.fmod.Scalar(i, 3)
    v8 = torch.ops.aten.fmod.Scalar(d, -1.5)
    v9 = torch.ops.aten.xlogy.Tensor(f, g)
    v10 = torch.ops.aten.xlogy.Scalar_Other(d, 2)
    v11 = torch.ops.aten.true_divide.Tensor(i, u)
    v12 = torch.ops.aten.heaviside.default(f, g)
    v13 = torch.ops.aten.bitwise_and.Tensor(i, u)
    v14 = torch.ops.aten.bitwise_or.Scalar(u, 300)
    v15 = torch.ops.aten.bitwise_xor.Tensor(m, m)
    v16 = torch.ops.aten.logical_and.default(f, g)
    v17 = torch.ops.aten.logical_xor.default(i, m)
    v18 = torch.ops.aten.clamp_min.Tensor(f, g)
    v19 = torch.ops.aten.clamp_max.Tensor(d, e)
    v20 = torch.ops.aten.clamp_min.default(b, 0.5)
    v21 = torch.ops.aten.clamp_max.default(i, 3)
    v22 = torch.ops.aten.fmod.Tensor(b, c)
    return (v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20, v21, v22)
