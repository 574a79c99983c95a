# expect: 3:5: put.default: put_(): Tried to put elements into an empty tensor
def forward(self, x: "f32[0, 3]", i: "i64[2]", s: "f32[2]"):
    y = torch.ops.aten.put.default(x, i, s)
    return y
