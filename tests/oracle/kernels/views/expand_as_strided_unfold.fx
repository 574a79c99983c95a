# expand (new leading dims, -1, size-1 dims of any stride), as_strided (overlapping windows,
# storage offsets past the base's own), unfold (overlapping and gapped windows).
def forward(self, r: "f32[4]", c: "f32[3, 1][5, 7]", x: "f32[4, 4]", s: "b8[10][1]@2", y: "i16[2, 6]"):
    expand = torch.ops.aten.expand.default(r, [3, 4])
    expand_1 = torch.ops.aten.expand.default(c, [2, -1, 4])
    as_strided = torch.ops.aten.as_strided.default(x, [3, 3], [1, 1])
    as_strided_1 = torch.ops.aten.as_strided.default(x, [2, 2], [4, 2], 5)
    as_strided_2 = torch.ops.aten.as_strided.default(s, [4], [2], 1)
    unfold = torch.ops.aten.unfold.default(r, 0, 2, 1)
    unfold_1 = torch.ops.aten.unfold.default(y, 1, 2, 3)
    unfold_2 = torch.ops.aten.unfold.default(x, 0, 3, 1)
    as_strided_3 = torch.ops.aten.as_strided.default(expand, [2, 2], [1, 0])
    return (expand, expand_1, as_strided, as_strided_1, as_strided_2, unfold, unfold_1, unfold_2, as_strided_3)
