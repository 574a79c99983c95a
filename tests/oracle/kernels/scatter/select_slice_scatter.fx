# select_scatter and slice_scatter (negative index, steps, open ends, clamped ends) into
# contiguous and strided bases, with src of another dtype converted on the way.
def forward(self, x: "f32[4, 6]", t: "f32[6, 4][1, 6]", r: "f32[6]", c: "f32[4]", s: "f32[4, 3]", h: "f16[2, 6]", i: "i64[4, 2]", q: "f32[3, 4]"):
    select_scatter = torch.ops.aten.select_scatter.default(x, r, 0, 1)
    select_scatter_1 = torch.ops.aten.select_scatter.default(x, c, 1, -1)
    select_scatter_2 = torch.ops.aten.select_scatter.default(t, c, 0, 2)
    slice_scatter = torch.ops.aten.slice_scatter.default(x, s, 1, 0, 6, 2)
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(x, h, 0, 2)
    slice_scatter_2 = torch.ops.aten.slice_scatter.default(t, q, 0, 1, 100, 2)
    slice_scatter_3 = torch.ops.aten.slice_scatter.default(x, i, 1, -2)
    slice_scatter_4 = torch.ops.aten.slice_scatter.default(x, x)
    return (select_scatter, select_scatter_1, select_scatter_2, slice_scatter, slice_scatter_1, slice_scatter_2, slice_scatter_3, slice_scatter_4)
