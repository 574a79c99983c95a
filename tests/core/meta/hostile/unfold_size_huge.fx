# expect: 3:5: unfold.default: maximum size for tensor at dimension 0 is 4 but size is 9223372036854775807
def forward(self, x: "f32[4]"):
    r = torch.ops.aten.unfold.default(x, 0, 9223372036854775807, 1)
    return (r,)
