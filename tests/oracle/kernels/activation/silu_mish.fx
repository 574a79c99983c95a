# silu and mish (no bf16 mish on CPU).
# tolerance-ulps: 2
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]"):
    v0 = torch.ops.aten.silu.default(f)
    v1 = torch.ops.aten.silu.default(t)
    v2 = torch.ops.aten.silu.default(d)
    v3 = torch.ops.aten.silu.default(b)
    v4 = torch.ops.aten.mish.default(f)
    v5 = torch.ops.aten.mish.default(t)
    v6 = torch.ops.aten.mish.default(d)
    return (v0, v1, v2, v3, v4, v5, v6)
