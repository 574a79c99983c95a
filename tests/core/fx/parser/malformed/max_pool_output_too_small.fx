# expect: 3:5: max_pool2d_with_indices.default: Given input size: (3x7x6). Calculated output size: (3x0x3). Output size is too small
def forward(self, x: "f32[2, 3, 7, 6]"):
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(x, [8, 2])
    getitem = max_pool2d_with_indices[0]
    return getitem
