# select_backward and slice_backward: zeros of input_sizes (contiguous, grad's dtype) with grad
# written through the select / slice view; negative dims and indices, clamped and stepped
# slices, a grad that broadcasts to the view, strided grads, integer and bool grads.
def forward(self, g: "f32[3, 5]", gt: "f32[5, 3][1, 5]", g1: "f32[1, 5]", gs: "f32[3, 2, 5]", gl: "i64[3, 5]", gb: "b8[4, 5]", ge: "f32[3, 0, 5]"):
    select_backward = torch.ops.aten.select_backward.default(g, [3, 4, 5], 1, -1)
    select_backward_1 = torch.ops.aten.select_backward.default(gt, [5, 4, 3], -2, 2)
    select_backward_2 = torch.ops.aten.select_backward.default(g1, [3, 4, 5], 1, 0)
    select_backward_3 = torch.ops.aten.select_backward.default(gl, [3, 2, 5], 1, 1)
    select_backward_4 = torch.ops.aten.select_backward.default(gb, [3, 4, 5], 0, 2)
    slice_backward = torch.ops.aten.slice_backward.default(gs, [3, 4, 5], 1, 1, 100, 2)
    slice_backward_1 = torch.ops.aten.slice_backward.default(gs, [3, 4, 5], -2, -3, 4, 2)
    slice_backward_2 = torch.ops.aten.slice_backward.default(g1, [3, 4, 5], 1, 0, 4, 3)
    slice_backward_3 = torch.ops.aten.slice_backward.default(ge, [3, 4, 5], 1, 3, 1, 1)
    return (select_backward, select_backward_1, select_backward_2, select_backward_3, select_backward_4, slice_backward, slice_backward_1, slice_backward_2, slice_backward_3)
