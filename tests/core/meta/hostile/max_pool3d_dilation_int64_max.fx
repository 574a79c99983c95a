# expect: 3:5: max_pool3d_with_indices.default: integer out of range
def forward(self, x: "f32[1, 3, 3, 3, 1]"):
    r = torch.ops.aten.max_pool3d_with_indices.default(x, [1, 1, 1], dilation = [1, 9223372036854775807, 9223372036854775807], ceil_mode = True)
    getitem = r[0]
    return (getitem,)
