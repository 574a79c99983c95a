# expect: 3:5: convolution_backward.default: expected scalar type Double but found Float
def forward(self, g: "f32[1, 2, 3, 3]", x: "f64[1, 2, 5, 5]", w: "f64[2, 2, 3, 3]"):
    y = torch.ops.aten.convolution_backward.default(g, x, w, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True])
    return y
