# expect: 3:5: addr.default: addr: Expected 1-D argument vec1, but got 2-D
def forward(self, s: "f32[5, 4]", a: "f32[5, 1]", b: "f32[4]"):
    y = torch.ops.aten.addr.default(s, a, b)
    return y
