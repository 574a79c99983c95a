# expect: 3:5: constant_pad_nd.default: Dimension out of range (expected to be in range of [-1, 0], but got -9223372036854775808)
def forward(self, x: "f32[5, 2, 4, 5, 5, 1]"):
    r = torch.ops.aten.constant_pad_nd.default(x, [-9223372036854775808, 5], 0.0)
    return (r,)
