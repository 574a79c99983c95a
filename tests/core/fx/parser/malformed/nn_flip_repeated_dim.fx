# expect: 3:5: flip.default: dim 0 appears multiple times in the list of dims
def forward(self, x: "f32[2, 3, 4]"):
    y = torch.ops.aten.flip.default(x, [0, -3])
    return y
