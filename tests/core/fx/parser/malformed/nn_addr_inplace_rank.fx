# expect: 3:5: addr_.default: 2D tensor expected, got 1D tensor for input
def forward(self, s: "f32[4]", a: "f32[5]", b: "f32[4]"):
    y = torch.ops.aten.addr_.default(s, a, b)
    return y
