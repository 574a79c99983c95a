# expect: 3:5: max_pool3d_with_indices.default: max_pool3d: kernel_size must either be a single int, or a tuple of three ints
def forward(self, x: "f32[2, 3, 5, 6, 7]"):
    y = torch.ops.aten.max_pool3d_with_indices.default(x, [2, 2])
    return y
