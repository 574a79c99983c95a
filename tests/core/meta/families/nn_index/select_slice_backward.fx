# select_backward and slice_backward allocate zeros(input_sizes) in grad's dtype, contiguous
# whatever grad's layout, and copy grad (broadcast) through the select / slice view.
def forward(self, g: "f32[3, 5]", gt: "f32[5, 3][1, 5]", g1: "f32[1, 5]", gs: "f32[3, 2, 5]", gl: "i64[3, 5]", gb: "b8[4, 5]", ge: "f32[3, 0, 5]", gz: "f32[]", gc: "f32[2, 3, 5][15, 1, 3]"):
    select_backward: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.select_backward.default(g, [3, 4, 5], 1, -1)
    select_backward_1: "f32[5, 4, 3][12, 3, 1]" = torch.ops.aten.select_backward.default(gt, [5, 4, 3], -2, 2)
    select_backward_2: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.select_backward.default(g1, [3, 4, 5], 1, 0)
    select_backward_3: "i64[3, 2, 5][10, 5, 1]" = torch.ops.aten.select_backward.default(gl, [3, 2, 5], 1, 1)
    select_backward_4: "b8[3, 4, 5][20, 5, 1]" = torch.ops.aten.select_backward.default(gb, [3, 4, 5], 0, 2)
    select_backward_5: "f32[3][1]" = torch.ops.aten.select_backward.default(gz, [3], 0, 1)
    select_backward_6: "f32[2, 3, 4, 5][60, 20, 5, 1]" = torch.ops.aten.select_backward.default(gc, [2, 3, 4, 5], 2, 3)
    slice_backward: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.slice_backward.default(gs, [3, 4, 5], 1, 1, 100, 2)
    slice_backward_1: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.slice_backward.default(gs, [3, 4, 5], -2, -3, 4, 2)
    slice_backward_2: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.slice_backward.default(g1, [3, 4, 5], 1, 0, 4, 3)
    slice_backward_3: "f32[3, 4, 5][20, 5, 1]" = torch.ops.aten.slice_backward.default(ge, [3, 4, 5], 1, 3, 1, 1)
    return (select_backward, select_backward_1, select_backward_2, select_backward_3, select_backward_4, select_backward_5, select_backward_6, slice_backward, slice_backward_1, slice_backward_2, slice_backward_3)
