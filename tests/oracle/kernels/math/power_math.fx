# float_power (every operand converted to double; pow.Tensor_Scalar's special exponents 0, 1,
# 0.5, -0.5, -1, 2, 3 and -2; pow.Scalar's contiguous result), ldexp (the powers of two in the
# default float for an integral exponent, overflowing to inf in f32 before a double product;
# f16 and bf16 keeping their dtype) and celu / selu (elu's kernel), on plain and special values.
# Contiguous f64 rows of 16 take torch's vectorized pow and exp (Sleef): 1 ulp.
# trials: seed=0 seed=1:special
# tolerance-ulps: 1
def forward(self, f: "f32[16]", t: "f32[4, 4][1, 4]", d: "f64[16]", o: "f64[8][2]@1", b: "bf16[16]", h: "f16[16]", i: "i64[16]", k: "i8[16]", m: "b8[16]"):
    v0 = torch.ops.aten.float_power.Tensor_Tensor(f, d)
    v1 = torch.ops.aten.float_power.Tensor_Tensor(k, m)
    v2 = torch.ops.aten.float_power.Tensor_Tensor(o, o)
    v3 = torch.ops.aten.float_power.Tensor_Scalar(t, 2.5)
    v4 = torch.ops.aten.float_power.Tensor_Scalar(d, 0)
    v5 = torch.ops.aten.float_power.Tensor_Scalar(d, -0.5)
    v6 = torch.ops.aten.float_power.Tensor_Scalar(b, 3)
    v7 = torch.ops.aten.float_power.Tensor_Scalar(i, -2)
    v8 = torch.ops.aten.float_power.Scalar(2, h)
    v9 = torch.ops.aten.float_power.Scalar(-1.5, i)
    v10 = torch.ops.aten.ldexp.Tensor(f, i)
    v11 = torch.ops.aten.ldexp.Tensor(d, f)
    v12 = torch.ops.aten.ldexp.Tensor(b, b)
    v13 = torch.ops.aten.ldexp.Tensor(h, k)
    v14 = torch.ops.aten.ldexp.Tensor(k, m)
    big = torch.ops.aten.mul.Tensor(i, 20)
    v15 = torch.ops.aten.ldexp.Tensor(d, big)
    v16 = torch.ops.aten.celu.default(f, 0.5)
    v17 = torch.ops.aten.celu.default(d, -2)
    v18 = torch.ops.aten.celu.default(b)
    v19 = torch.ops.aten.selu.default(t)
    v20 = torch.ops.aten.selu.default(o)
    v21 = torch.ops.aten.conj_physical.default(k)
    return (v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20, v21)
