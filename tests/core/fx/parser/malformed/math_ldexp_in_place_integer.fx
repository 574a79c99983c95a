# expect: 3:5: ldexp_.default: result type Float can't be cast to the desired output type Long
def forward(self, x: "i64[4]", y: "i64[4]"):
    out = torch.ops.aten.ldexp_.default(x, y)
    return out
