# kv_cache
# make_fx(functionalize(f)) in torch 1.13.0a0
def forward(self, cache_1: "f32[2, 8, 4]", k_1: "f32[2, 4]"):
    slice_1: "f32[2, 8, 4][32, 4, 1]" = torch.ops.aten.slice.Tensor(cache_1, 0, 0, 9223372036854775807)
    select: "f32[2, 4][32, 1]@12" = torch.ops.aten.select.int(slice_1, 1, 3);  slice_1 = None
    slice_2: "f32[2, 8, 4][32, 4, 1]" = torch.ops.aten.slice.Tensor(cache_1, 0, 0, 9223372036854775807)
    select_scatter: "f32[2, 8, 4][32, 4, 1]" = torch.ops.aten.select_scatter.default(slice_2, k_1, 1, 3);  slice_2 = k_1 = None
    slice_scatter: "f32[2, 8, 4][32, 4, 1]" = torch.ops.aten.slice_scatter.default(cache_1, select_scatter, 0, 0, 9223372036854775807);  select_scatter = None
    sum_1: "f32[2, 4][4, 1]" = torch.ops.aten.sum.dim_IntList(slice_scatter, [1])
    copy_: "f32[2, 8, 4][32, 4, 1]" = torch.ops.aten.copy_.default(cache_1, slice_scatter);  cache_1 = slice_scatter = None
    return sum_1
