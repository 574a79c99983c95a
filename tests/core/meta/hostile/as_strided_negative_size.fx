# expect: 3:5: as_strided.default: negative sizes are not allowed, got size [-1]
def forward(self, x: "f32[4]"):
    r = torch.ops.aten.as_strided.default(x, [-1], [1])
    return (r,)
