# expect: 3:5: renorm.default: renorm: input needs at least 2 dimensions, got 1 dimensions
def forward(self, x: "f32[4]"):
    y = torch.ops.aten.renorm.default(x, 2, 0, 1.0)
    return y
