# expect: 3:5: stack.default: stack expects each tensor to be equal size, but got [2, 3, 4] at entry 0 and [1, 3, 4] at entry 1
def forward(self, a: "f32[2, 3, 4]", b: "f32[1, 3, 4]"):
    y = torch.ops.aten.stack.default([a, b])
    return y
