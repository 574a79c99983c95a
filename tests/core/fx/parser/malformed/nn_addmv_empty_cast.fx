# expect: 3:5: addmv.default: result type Float can't be cast to the desired output type Long
def forward(self, s: "f32[5]", m: "i64[5, 0]", v: "i64[0]"):
    y = torch.ops.aten.addmv.default(s, m, v, beta = 2)
    return y
