# The unary math of unary_math_ops.cpp on plain and special values: the C library's functions,
# the special functions (erfinv, digamma, i0), roundings (ties to even, decimals both ways),
# logit with and without eps, nan_to_num's defaults and replacements, integers in the default
# float, square wrapping, logical_not of NaN.
# trials: seed=0 seed=1:special
# tolerance-ulps: 4
# tolerance-abs: 1e-6
def forward(self, f: "f32[24]", d: "f64[12][2]@1", b: "bf16[16]", i: "i64[8]", s: "i8[8]", m: "b8[8]"):
    v0 = torch.ops.aten.acos.default(f)
    v1 = torch.ops.aten.atanh.default(d)
    v2 = torch.ops.aten.cosh.default(b)
    v3 = torch.ops.aten.tan.default(f)
    v4 = torch.ops.aten.log2.default(d)
    v5 = torch.ops.aten.exp2.default(i)
    v6 = torch.ops.aten.erfc.default(f)
    v7 = torch.ops.aten.erfinv.default(f)
    v8 = torch.ops.aten.erfinv.default(d)
    v9 = torch.ops.aten.lgamma.default(d)
    v10 = torch.ops.aten.digamma.default(d)
    v11 = torch.ops.aten.i0.default(f)
    v12 = torch.ops.aten.i0.default(d)
    v13 = torch.ops.aten.sinc.default(f)
    v14 = torch.ops.aten.logit.default(f)
    v15 = torch.ops.aten.logit.default(d, 0.125)
    v16 = torch.ops.aten.floor.default(f)
    v17 = torch.ops.aten.ceil.default(b)
    v18 = torch.ops.aten.round.default(f)
    v19 = torch.ops.aten.round.decimals(d, decimals = 1)
    v20 = torch.ops.aten.round.decimals(f, decimals = -1)
    v21 = torch.ops.aten.frac.default(d)
    v22 = torch.ops.aten.nan_to_num.default(f)
    v23 = torch.ops.aten.nan_to_num.default(b, 1.5, 100.0, -1e300)
    v24 = torch.ops.aten.square.default(s)
    v25 = torch.ops.aten.logical_not.default(f)
    v26 = torch.ops.aten.deg2rad.default(i)
    v27 = torch.ops.aten.rad2deg.default(b)
    v28 = torch.ops.aten.sgn.default(f)
    v29 = torch.ops.aten.trunc.default(i)
    v30 = torch.ops.aten.square.default(m)
    return (v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20, v21, v22, v23, v24, v25, v26, v27, v28, v29, v30)
