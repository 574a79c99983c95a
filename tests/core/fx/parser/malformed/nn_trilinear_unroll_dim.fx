# expect: 3:5: _trilinear.default: unroll_dim must be in [0,3]
def forward(self, a: "f32[8, 2]", w: "f32[4, 2, 3]", b: "f32[8, 3]"):
    y = torch.ops.aten._trilinear.default(a, w, b, [1, 3], [0], [1, 2], [2, 3], 4)
    return y
