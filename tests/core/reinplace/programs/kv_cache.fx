# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it:
#     def kv_cache(cache_k, cache_v, q, k, v):
#         cache_k = cache_k.clone(); cache_v = cache_v.clone()
#         cache_k[:, 3:4] = k
#         cache_v[:, 3:4] = v
#         att = torch.softmax(q @ cache_k.transpose(-1, -2) / 4.0, dim=-1)
#         return att @ cache_v, cache_k, cache_v
def forward(self, cache_k_1: "f32[2, 8, 16]", cache_v_1: "f32[2, 8, 16]", q_1: "f32[2, 1, 16]", k_1: "f32[2, 1, 16]", v_1: "f32[2, 1, 16]"):
    clone: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.clone.default(cache_k_1);  cache_k_1 = None
    clone_1: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.clone.default(cache_v_1);  cache_v_1 = None
    slice_1: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
    slice_2: "f32[2, 1, 16][128, 16, 1]@48" = torch.ops.aten.slice.Tensor(slice_1, 1, 3, 4);  slice_1 = None
    slice_3: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.slice.Tensor(clone_1, 0, 0, 9223372036854775807)
    slice_4: "f32[2, 1, 16][128, 16, 1]@48" = torch.ops.aten.slice.Tensor(slice_3, 1, 3, 4);  slice_3 = None
    transpose: "f32[2, 16, 8][128, 1, 16]" = torch.ops.aten.transpose.int(clone, -1, -2)
    expand: "f32[2, 1, 16][16, 16, 1]" = torch.ops.aten.expand.default(q_1, [2, 1, 16]);  q_1 = None
    _reshape_alias: "f32[2, 1, 16][16, 16, 1]" = torch.ops.aten._reshape_alias.default(expand, [2, 1, 16], [16, 16, 1]);  expand = None
    expand_1: "f32[2, 16, 8][128, 1, 16]" = torch.ops.aten.expand.default(transpose, [2, 16, 8]);  transpose = None
    _reshape_alias_1: "f32[2, 16, 8][128, 1, 16]" = torch.ops.aten._reshape_alias.default(expand_1, [2, 16, 8], [128, 1, 16]);  expand_1 = None
    slice_5: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.slice.Tensor(clone, 0, 0, 9223372036854775807)
    slice_scatter: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.slice_scatter.default(slice_5, k_1, 1, 3, 4);  slice_5 = k_1 = None
    slice_scatter_1: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.slice_scatter.default(clone, slice_scatter, 0, 0, 9223372036854775807);  slice_scatter = None
    transpose_1: "f32[2, 16, 8][128, 1, 16]" = torch.ops.aten.transpose.int(slice_scatter_1, -1, -2);  slice_scatter_1 = None
    expand_2: "f32[2, 16, 8][128, 1, 16]" = torch.ops.aten.expand.default(transpose_1, [2, 16, 8]);  transpose_1 = None
    _reshape_alias_2: "f32[2, 16, 8][128, 1, 16]" = torch.ops.aten._reshape_alias.default(expand_2, [2, 16, 8], [128, 1, 16]);  expand_2 = None
    bmm: "f32[2, 1, 8][8, 8, 1]" = torch.ops.aten.bmm.default(_reshape_alias, _reshape_alias_2);  _reshape_alias = _reshape_alias_2 = None
    _unsafe_view: "f32[2, 1, 8][8, 8, 1]" = torch.ops.aten._unsafe_view.default(bmm, [2, 1, 8]);  bmm = None
    div: "f32[2, 1, 8][8, 8, 1]" = torch.ops.aten.div.Tensor(_unsafe_view, 4.0);  _unsafe_view = None
    _softmax: "f32[2, 1, 8][8, 8, 1]" = torch.ops.aten._softmax.default(div, -1, False);  div = None
    expand_3: "f32[2, 1, 8][8, 8, 1]" = torch.ops.aten.expand.default(_softmax, [2, 1, 8]);  _softmax = None
    _reshape_alias_3: "f32[2, 1, 8][8, 8, 1]" = torch.ops.aten._reshape_alias.default(expand_3, [2, 1, 8], [8, 8, 1]);  expand_3 = None
    expand_4: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.expand.default(clone_1, [2, 8, 16])
    _reshape_alias_4: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten._reshape_alias.default(expand_4, [2, 8, 16], [128, 16, 1]);  expand_4 = None
    slice_6: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.slice.Tensor(clone_1, 0, 0, 9223372036854775807)
    slice_scatter_2: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.slice_scatter.default(slice_6, v_1, 1, 3, 4);  slice_6 = v_1 = None
    slice_scatter_3: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.slice_scatter.default(clone_1, slice_scatter_2, 0, 0, 9223372036854775807);  slice_scatter_2 = None
    expand_5: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten.expand.default(slice_scatter_3, [2, 8, 16]);  slice_scatter_3 = None
    _reshape_alias_5: "f32[2, 8, 16][128, 16, 1]" = torch.ops.aten._reshape_alias.default(expand_5, [2, 8, 16], [128, 16, 1]);  expand_5 = None
    bmm_1: "f32[2, 1, 16][16, 16, 1]" = torch.ops.aten.bmm.default(_reshape_alias_3, _reshape_alias_5);  _reshape_alias_3 = _reshape_alias_5 = None
    _unsafe_view_1: "f32[2, 1, 16][16, 16, 1]" = torch.ops.aten._unsafe_view.default(bmm_1, [2, 1, 16]);  bmm_1 = None
    return (_unsafe_view_1, clone, clone_1)
