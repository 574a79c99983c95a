# expect: 3:5: expand.default: size [-9223372036854775808, 4] has invalid entry -9223372036854775808 at dim 0; sizes must be non-negative or -1
def forward(self, x: "f32[4]"):
    r = torch.ops.aten.expand.default(x, [-9223372036854775808, 4])
    return (r,)
