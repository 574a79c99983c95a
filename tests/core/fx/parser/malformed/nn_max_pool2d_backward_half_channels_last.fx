# expect: 3:5: max_pool2d_with_indices_backward.default: "max_pool2d_backward" not implemented for 'Half'
def forward(self, g: "f16[2, 3, 2, 2]", x: "f16[2, 3, 4, 4][48, 1, 12, 3]", i: "i64[2, 3, 2, 2]"):
    y = torch.ops.aten.max_pool2d_with_indices_backward.default(g, x, [2, 2], [2, 2], [0, 0], [1, 1], False, i)
    return y
