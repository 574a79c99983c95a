# expect: 3:5: renorm.default: renorm: expected maxnorm to be >= 0 but got -0.5
def forward(self, x: "f32[3, 4]"):
    y = torch.ops.aten.renorm.default(x, 2, 0, -0.5)
    return y
