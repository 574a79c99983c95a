# expect: 3:5: convolution_backward.default: Tried to convert a List with 2 elements to a fixed-size array of size 3
def forward(self, g: "f32[1, 2, 3, 3]", x: "f32[1, 2, 5, 5]", w: "f32[2, 2, 3, 3]"):
    y = torch.ops.aten.convolution_backward.default(g, x, w, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True])
    return y
