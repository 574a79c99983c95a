# clamp with tensor bounds: min only, max only, both (broadcast, crossed), NaN in self and in
# the bounds, integer self promoted with float bounds, 0-dim f64 bounds.
def forward(self, f: "f32[3, 4][1, 3]", lo: "f32[4]", hi: "f32[3, 1]", i: "i32[3, 4]", z: "f64[]", n: "i64[4]", h: "bf16[4]"):
    clamp = torch.ops.aten.clamp.Tensor(f, lo)
    clamp_1 = torch.ops.aten.clamp.Tensor(f, None, hi)
    clamp_2 = torch.ops.aten.clamp.Tensor(f, lo, hi)
    clamp_3 = torch.ops.aten.clamp.Tensor(i, n, None)
    clamp_4 = torch.ops.aten.clamp.Tensor(i, lo, hi)
    clamp_5 = torch.ops.aten.clamp.Tensor(i, None, z)
    clamp_6 = torch.ops.aten.clamp.Tensor(f, z, z)
    clamp_7 = torch.ops.aten.clamp.Tensor(h, lo, None)
    clamp_8 = torch.ops.aten.clamp.Tensor(h, n, n)
    return (clamp, clamp_1, clamp_2, clamp_3, clamp_4, clamp_5, clamp_6, clamp_7, clamp_8)
