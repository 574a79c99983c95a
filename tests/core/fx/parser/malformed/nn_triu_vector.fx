# expect: 3:5: triu.default: Dimension out of range (expected to be in range of [-1, 0], but got -2)
def forward(self, x: "f32[3]"):
    y = torch.ops.aten.triu.default(x)
    return y
