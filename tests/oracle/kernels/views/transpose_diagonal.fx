# transpose, t, permute and diagonal (offsets, swapped dims) of contiguous, strided and offset
# inputs, and views of views.
def forward(self, x: "f32[4, 5]", y: "f16[2, 3, 4][1, 8, 2]", s: "i64[3, 4][16, 2]@3", v: "f32[5]"):
    transpose = torch.ops.aten.transpose.int(x, 0, 1)
    transpose_1 = torch.ops.aten.transpose.int(y, 0, -1)
    t = torch.ops.aten.t.default(s)
    t_1 = torch.ops.aten.t.default(v)
    permute = torch.ops.aten.permute.default(y, [2, 0, 1])
    diagonal = torch.ops.aten.diagonal.default(x)
    diagonal_1 = torch.ops.aten.diagonal.default(x, 2)
    diagonal_2 = torch.ops.aten.diagonal.default(x, -2, 1, 0)
    diagonal_3 = torch.ops.aten.diagonal.default(y, 1, 2, 1)
    diagonal_4 = torch.ops.aten.diagonal.default(t, -1)
    permute_1 = torch.ops.aten.permute.default(permute, [1, 2, 0])
    return (transpose, transpose_1, t, t_1, permute, diagonal, diagonal_1, diagonal_2, diagonal_3, diagonal_4, permute_1)
