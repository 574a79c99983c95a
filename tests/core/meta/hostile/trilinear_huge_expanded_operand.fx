# expect: 4:5: _trilinear.default: output with shape [1, 1] doesn't match the broadcast shape [1, 1, 4, 9223372036854775806, 1]
def forward(self, x: "b8[1]", y: "i64[4, 1]", z: "f32[1, 2, 1, 1, 1]"):
    e = torch.ops.aten.expand.default(x, [9223372036854775806])
    r = torch.ops.aten._trilinear.default(e, y, z, [1], [1], [], [1], 1)
    return (r,)
