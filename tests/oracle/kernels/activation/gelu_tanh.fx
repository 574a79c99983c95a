# gelu with the tanh approximation. 0.5 * x * (1 + tanh(inner)) cancels for negative x,
# where torch's vectorized tanh (Sleef, 1 ulp) against libm's tanh moves the result by up to an
# ulp of 1 times |x|: an absolute tolerance, since ulps of the result do not bound that. bf16 computes in c10::BFloat16, rounding every
# constant and step.
# tolerance-ulps: 2
# tolerance-abs: 1e-6
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]"):
    v0 = torch.ops.aten.gelu.default(f, approximate = 'tanh')
    v1 = torch.ops.aten.gelu.default(t, approximate = 'tanh')
    v2 = torch.ops.aten.gelu.default(d, approximate = 'tanh')
    v3 = torch.ops.aten.gelu.default(b, approximate = 'tanh')
    return (v0, v1, v2, v3)
