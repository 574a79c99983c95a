# gelu (approximate='none') on f32 (contiguous: torch 1.13 hands it to oneDNN, whose erf is
# Abramowitz and Stegun's polynomial; transposed: ATen's kernel), strided f64 with an offset, and
# bf16 (ATen's kernel in float). The polynomial's exp is oneDNN's own, libm's here.
# tolerance-ulps: 2
# tolerance-abs: 1e-6
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]"):
    v0 = torch.ops.aten.gelu.default(f)
    v1 = torch.ops.aten.gelu.default(t)
    v2 = torch.ops.aten.gelu.default(d)
    v3 = torch.ops.aten.gelu.default(b)
    return (v0, v1, v2, v3)
