# expect: 3:5: argsort.default: Dimension out of range (expected to be in range of [-2, 1], but got -3)
def forward(self, x: "i64[3, 4]"):
    y = torch.ops.aten.argsort.default(x, -3)
    return y
