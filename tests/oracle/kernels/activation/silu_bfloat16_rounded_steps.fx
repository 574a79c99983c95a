# bf16 silu in torch 1.13 runs in c10::BFloat16, in the vector loop and the scalar one: exp, the
# sum and the quotient each rounded to bf16 (silu(3.9375) is 3.875, where a float quotient
# rounded once gives 3.859375; found by fuzz_differential). A contiguous row (vector loop and
# tail) and a strided one (scalar loop), bitwise.
# trials: seed=0 seed=1 seed=2 seed=3:special
# tolerance-ulps: 0
def forward(self, b: "bf16[70]", s: "bf16[5, 4][1, 5]"):
    silu = torch.ops.aten.silu.default(b)
    silu_1 = torch.ops.aten.silu.default(s)
    return (silu, silu_1)
