# diagonal_scatter (offsets above and below, swapped dims, a 3-d base) and as_strided_scatter
# (overlapping-free windows with a storage offset, on a base that itself has an offset).
def forward(self, x: "f32[4, 5]", d: "f32[4]", e: "f32[3]", y: "f32[2, 3, 4]", f: "f32[2, 3]", s: "f64[4, 4][4, 1]@2", w: "f64[2, 3]", b: "b8[3, 2]"):
    diagonal_scatter = torch.ops.aten.diagonal_scatter.default(x, d)
    diagonal_scatter_1 = torch.ops.aten.diagonal_scatter.default(x, d, 1)
    diagonal_scatter_2 = torch.ops.aten.diagonal_scatter.default(x, e, -1)
    diagonal_scatter_3 = torch.ops.aten.diagonal_scatter.default(x, e, 1, 1, 0)
    diagonal_scatter_4 = torch.ops.aten.diagonal_scatter.default(y, f, 0, 1, 2)
    as_strided_scatter = torch.ops.aten.as_strided_scatter.default(x, f, [2, 3], [5, 1], 6)
    as_strided_scatter_1 = torch.ops.aten.as_strided_scatter.default(x, e, [3], [6])
    as_strided_scatter_2 = torch.ops.aten.as_strided_scatter.default(s, w, [2, 3], [1, 4], 3)
    as_strided_scatter_3 = torch.ops.aten.as_strided_scatter.default(x, b, [3, 2], [2, 7], 1)
    return (diagonal_scatter, diagonal_scatter_1, diagonal_scatter_2, diagonal_scatter_3, diagonal_scatter_4, as_strided_scatter, as_strided_scatter_1, as_strided_scatter_2, as_strided_scatter_3)
