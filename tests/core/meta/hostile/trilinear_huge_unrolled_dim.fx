# The unrolled dim has 2^32 slices; torch 1.13 meets the same checks in each, and refuses the
# first. The rule checks one slice for all (checking each took hours).
# expect: 8:5: _trilinear.default: expected scalar type Float but found Double
def forward(self, x: "f32[1, 1]", y: "f32[1, 1]", z: "f64[1, 1]"):
    a = torch.ops.aten.expand.default(x, [2, 4294967296])
    b = torch.ops.aten.expand.default(y, [2, 4294967296])
    c = torch.ops.aten.expand.default(z, [2, 4294967296])
    r = torch.ops.aten._trilinear.default(a, b, c, [], [], [], [0, 1], 1)
    return (r,)
