# elu with default and given alpha, scale, input_scale; softplus with default and
# given beta and threshold (above the threshold the input passes through).
# tolerance-ulps: 1
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]"):
    v0 = torch.ops.aten.elu.default(f)
    v1 = torch.ops.aten.elu.default(t)
    v2 = torch.ops.aten.elu.default(d)
    v3 = torch.ops.aten.elu.default(b)
    v4 = torch.ops.aten.elu.default(f, 0.5, 2, 1.5)
    v5 = torch.ops.aten.elu.default(t, 0.5, 2, 1.5)
    v6 = torch.ops.aten.elu.default(d, 0.5, 2, 1.5)
    v7 = torch.ops.aten.softplus.default(f)
    v8 = torch.ops.aten.softplus.default(t)
    v9 = torch.ops.aten.softplus.default(d)
    v10 = torch.ops.aten.softplus.default(b)
    v11 = torch.ops.aten.softplus.default(f, 2, 1)
    v12 = torch.ops.aten.softplus.default(t, 2, 1)
    v13 = torch.ops.aten.softplus.default(d, 2, 1)
    return (v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13)
