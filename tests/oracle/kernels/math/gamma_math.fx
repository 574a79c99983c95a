# igamma and igammac (torch's edge values for negative, zero, infinite and NaN arguments;
# integers promoted; bf16 and f16 computed in float by torch), polygamma of orders 0 to 4 and of
# an int64 order that torch truncates to an int, mvlgamma (integers in the default float, the p
# terms summed as sum does), on plain and special values.
# trials: seed=0 seed=1:special
# tolerance-ulps: 16
# tolerance-abs: 1e-6
def forward(self, f: "f32[16]", g: "f32[16]", d: "f64[16]", e: "f64[16]", t: "f32[4, 4][1, 4]", b: "bf16[16]", h: "f16[16]", i: "i64[16]"):
    af = torch.ops.aten.abs.default(f)
    ad = torch.ops.aten.abs.default(d)
    v0 = torch.ops.aten.igamma.default(f, g)
    v1 = torch.ops.aten.igammac.default(f, g)
    v2 = torch.ops.aten.igamma.default(ad, e)
    v3 = torch.ops.aten.igammac.default(d, ad)
    v4 = torch.ops.aten.igamma.default(b, h)
    v5 = torch.ops.aten.igammac.default(b, b)
    v6 = torch.ops.aten.igamma.default(i, af)
    v7 = torch.ops.aten.polygamma.default(0, f)
    v8 = torch.ops.aten.polygamma.default(1, d)
    v9 = torch.ops.aten.polygamma.default(2, af)
    v10 = torch.ops.aten.polygamma.default(3, ad)
    v11 = torch.ops.aten.polygamma.default(4, b)
    v12 = torch.ops.aten.polygamma.default(4294967298, t)
    v13 = torch.ops.aten.polygamma.default(1, i)
    v14 = torch.ops.aten.mvlgamma.default(af, 1)
    v15 = torch.ops.aten.mvlgamma.default(ad, 3)
    v16 = torch.ops.aten.mvlgamma.default(t, 6)
    v17 = torch.ops.aten.mvlgamma.default(i, 2)
    v18 = torch.ops.aten.mvlgamma.default(b, 5)
    return (v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18)
