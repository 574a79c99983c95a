# expect: 3:5: addbmm.default: result type Float can't be cast to the desired output type Long
def forward(self, s: "i64[5, 4]", b1: "i64[0, 5, 2]", b2: "i64[0, 2, 4]"):
    y = torch.ops.aten.addbmm.default(s, b1, b2, beta = 0.5)
    return y
