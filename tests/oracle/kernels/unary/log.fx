# log on f32, f64 and bf16 (contiguous, transposed, strided with an offset) and on integer
# and bool inputs, which compute in the default float dtype; torch 1.13 has no f16 log on CPU.
# torch computes it with its vectorized (Sleef) functions for every layout, within 1 ulp of
# libm, which the oracle calls.
# tolerance-ulps: 1
def forward(self, f: "f32[4, 8]", t: "f32[4, 4][1, 4]", d: "f64[16][2]@1", b: "bf16[16]", i: "i32[8]", u: "u8[8]", c: "b8[4]"):
    log_1 = torch.ops.aten.log.default(f)
    log_2 = torch.ops.aten.log.default(t)
    log_3 = torch.ops.aten.log.default(d)
    log_5 = torch.ops.aten.log.default(b)
    log_6 = torch.ops.aten.log.default(i)
    log_7 = torch.ops.aten.log.default(u)
    log_8 = torch.ops.aten.log.default(c)
    return (log_1, log_2, log_3, log_5, log_6, log_7, log_8)
