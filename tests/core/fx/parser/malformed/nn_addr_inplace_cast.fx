# expect: 3:5: addr_.default: result type Float can't be cast to the desired output type Long
def forward(self, s: "i64[5, 4]", a: "f32[5]", b: "f32[4]"):
    y = torch.ops.aten.addr_.default(s, a, b)
    return y
