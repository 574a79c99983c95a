# Contiguous f32 gelu runs oneDNN's gelu_erf, which adds the halves in one fused multiply-add,
# 0.5x * erf + 0.5x: for x below about -5.5, erf is -1 and the halves cancel to +0, where
# x * 0.5 * (1 + erf) keeps -0; rsqrt then gives +inf against -inf. The oracle now adds them as
# oneDNN does (on seeded inputs, plain and special-valued: 3,937 signed zeros apart before, 0
# after; 23,653 of 24,576 values bitwise, 18,355 before). Found by campaign --oracle=both (seed
# 208767, 14 of 169,000 graphs).
# oracle: sound => equivalent
# oracle-both-trials: 20
def forward(self, x: "f32[2, 4, 3]"):
    gelu = torch.ops.aten.gelu.default(x);  x = None
    rsqrt = torch.ops.aten.rsqrt.default(gelu);  gelu = None
    return rsqrt
