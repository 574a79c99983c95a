# reinplace_index_mutation: a case of test/test_fx_reinplace_pass.py, traced with torch 1.13.0a0
# format: torch
def forward(self):
    zeros = torch.ops.aten.zeros.default([4, 4, 4], device = device(type='cpu'), pin_memory = False)
    ones = torch.ops.aten.ones.default([4, 2, 4], device = device(type='cpu'), pin_memory = False)
    slice_1 = torch.ops.aten.slice.Tensor(zeros, 0, 0, 9223372036854775807)
    slice_2 = torch.ops.aten.slice.Tensor(slice_1, 1, 2, 9223372036854775807);  slice_1 = None
    slice_3 = torch.ops.aten.slice.Tensor(zeros, 0, 0, 9223372036854775807)
    slice_scatter = torch.ops.aten.slice_scatter.default(slice_3, ones, 1, 2, 9223372036854775807);  slice_3 = ones = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(zeros, slice_scatter, 0, 0, 9223372036854775807);  zeros = slice_scatter = None
    return slice_scatter_1
