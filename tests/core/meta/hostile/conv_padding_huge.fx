# expect: 3:5: convolution.default: integer overflow computing 2 * 9223372036854775807
def forward(self, x: "f32[1, 1, 4, 4]", w: "f32[1, 1, 3, 3]"):
    r = torch.ops.aten.convolution.default(x, w, None, [1, 1], [9223372036854775807, 0], [1, 1], False, [0, 0], 1)
    return (r,)
