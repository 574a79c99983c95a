# select and slice (negative indices, steps, open and clamped ends, empty results) read the
# right elements of contiguous, transposed and offset inputs.
def forward(self, x: "f32[4, 6]", t: "i32[6, 4][1, 6]", s: "f64[3, 5][16, 3]@2"):
    select = torch.ops.aten.select.int(x, 0, 1)
    select_1 = torch.ops.aten.select.int(x, 1, -1)
    select_2 = torch.ops.aten.select.int(t, 0, 3)
    select_3 = torch.ops.aten.select.int(s, 1, 2)
    slice_1 = torch.ops.aten.slice.Tensor(x, 1, 1, 6, 2)
    slice_2 = torch.ops.aten.slice.Tensor(x, 0, -3, 100)
    slice_3 = torch.ops.aten.slice.Tensor(t, 1, 0, 9223372036854775807, 3)
    slice_4 = torch.ops.aten.slice.Tensor(s, 1, 1, -1, 2)
    slice_5 = torch.ops.aten.slice.Tensor(s, 0, 2, 1)
    select_4 = torch.ops.aten.select.int(slice_4, 0, -1)
    return (select, select_1, select_2, select_3, slice_1, slice_2, slice_3, slice_4, slice_5, select_4)
