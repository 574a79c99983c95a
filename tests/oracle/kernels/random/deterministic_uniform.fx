# uniform where nothing depends on the draws, so the oracle's values are torch's: from and to
# equal, or equal once converted to the dtype (1 and 1.001 in bf16 and f16), functional (laid out
# as empty_like lays self out) and in place, and on an empty tensor.
# trials: seed=0 seed=1:special
def forward(self, x: "f32[4, 3][1, 4]", s: "f32[4, 6][12, 2]@1", b: "bf16[8]", h: "f16[8]", d: "f64[3, 4]", e: "f32[0, 3]"):
    uniform = torch.ops.aten.uniform.default(x, 2.5, 2.5)
    uniform_1 = torch.ops.aten.uniform.default(s, -1.0, -1.0)
    uniform_2 = torch.ops.aten.uniform.default(b, 1.0, 1.001)
    uniform_3 = torch.ops.aten.uniform.default(h, 1.0, 1.0001)
    clone = torch.ops.aten.clone.default(d)
    uniform_ = torch.ops.aten.uniform_.default(clone, 0.1, 0.1)
    uniform_4 = torch.ops.aten.uniform.default(e, 0.0, 1.0)
    return (uniform, uniform_1, uniform_2, uniform_3, clone, uniform_4)
