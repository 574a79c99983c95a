# expect: 3:5: max_pool2d_with_indices_backward.default: Expected a tensor of dimension 4 and tensor.size[2] == 2 but got: dimension 4 and tensor.size[2] = 3
def forward(self, g: "f32[1, 2, 3, 2]", x: "f32[1, 2, 4, 4]", i: "i64[1, 2, 2, 2]"):
    y = torch.ops.aten.max_pool2d_with_indices_backward.default(g, x, [2, 2], [2, 2], [0, 0], [1, 1], False, i)
    return y
