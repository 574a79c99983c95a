# A program as a user writes it, functionalized and traced by tools/torch_export.py function
# (make_fx of functionalize, torch 1.13); NAME.pytorch.expected is torch's pass on it. Multi-head
# self-attention as vision transformers write it, with the residual added in place: one qkv
# projection reshaped into heads and permuted, q scaled, softmax of q @ k^T, heads put back by
# transpose and reshape (the _reshape_alias that bakes a layout in), then out += x:
#     def multihead_attention(x, wqkv):
#         b, n, c = x.shape
#         heads = 2
#         qkv = (x @ wqkv).reshape(b, n, 3, heads, c // heads).permute(2, 0, 3, 1, 4)
#         q, k, v = qkv[0], qkv[1], qkv[2]
#         q = q * (c // heads) ** -0.5
#         attn = (q @ k.transpose(-2, -1)).softmax(dim=-1)
#         out = (attn @ v).transpose(1, 2).reshape(b, n, c)
#         out += x
#         return out
def forward(self, x_1: "f32[2, 5, 8]", wqkv_1: "f32[8, 24]"):
    _reshape_alias: "f32[10, 8][8, 1]" = torch.ops.aten._reshape_alias.default(x_1, [10, 8], [8, 1])
    mm: "f32[10, 24][24, 1]" = torch.ops.aten.mm.default(_reshape_alias, wqkv_1);  _reshape_alias = wqkv_1 = None
    _unsafe_view: "f32[2, 5, 24][120, 24, 1]" = torch.ops.aten._unsafe_view.default(mm, [2, 5, 24]);  mm = None
    _reshape_alias_1: "f32[2, 5, 3, 2, 4][120, 24, 8, 4, 1]" = torch.ops.aten._reshape_alias.default(_unsafe_view, [2, 5, 3, 2, 4], [120, 24, 8, 4, 1]);  _unsafe_view = None
    permute: "f32[3, 2, 2, 5, 4][8, 120, 4, 24, 1]" = torch.ops.aten.permute.default(_reshape_alias_1, [2, 0, 3, 1, 4]);  _reshape_alias_1 = None
    select: "f32[2, 2, 5, 4][120, 4, 24, 1]" = torch.ops.aten.select.int(permute, 0, 0)
    select_1: "f32[2, 2, 5, 4][120, 4, 24, 1]@8" = torch.ops.aten.select.int(permute, 0, 1)
    select_2: "f32[2, 2, 5, 4][120, 4, 24, 1]@16" = torch.ops.aten.select.int(permute, 0, 2);  permute = None
    mul: "f32[2, 2, 5, 4][40, 4, 8, 1]" = torch.ops.aten.mul.Tensor(select, 0.5);  select = None
    transpose: "f32[2, 2, 4, 5][120, 4, 1, 24]@8" = torch.ops.aten.transpose.int(select_1, -2, -1);  select_1 = None
    expand: "f32[2, 2, 5, 4][40, 4, 8, 1]" = torch.ops.aten.expand.default(mul, [2, 2, 5, 4]);  mul = None
    clone: "f32[2, 2, 5, 4][40, 20, 4, 1]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view_1: "f32[4, 5, 4][20, 4, 1]" = torch.ops.aten._unsafe_view.default(clone, [4, 5, 4]);  clone = None
    expand_1: "f32[2, 2, 4, 5][120, 4, 1, 24]@8" = torch.ops.aten.expand.default(transpose, [2, 2, 4, 5]);  transpose = None
    clone_1: "f32[2, 2, 4, 5][40, 20, 5, 1]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_2: "f32[4, 4, 5][20, 5, 1]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 4, 5]);  clone_1 = None
    bmm: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten.bmm.default(_unsafe_view_1, _unsafe_view_2);  _unsafe_view_1 = _unsafe_view_2 = None
    _unsafe_view_3: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 5, 5]);  bmm = None
    _softmax: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten._softmax.default(_unsafe_view_3, -1, False);  _unsafe_view_3 = None
    expand_2: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.expand.default(_softmax, [2, 2, 5, 5]);  _softmax = None
    _reshape_alias_2: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten._reshape_alias.default(expand_2, [4, 5, 5], [25, 5, 1]);  expand_2 = None
    expand_3: "f32[2, 2, 5, 4][120, 4, 24, 1]@16" = torch.ops.aten.expand.default(select_2, [2, 2, 5, 4]);  select_2 = None
    clone_2: "f32[2, 2, 5, 4][40, 20, 4, 1]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_4: "f32[4, 5, 4][20, 4, 1]" = torch.ops.aten._unsafe_view.default(clone_2, [4, 5, 4]);  clone_2 = None
    bmm_1: "f32[4, 5, 4][20, 4, 1]" = torch.ops.aten.bmm.default(_reshape_alias_2, _unsafe_view_4);  _reshape_alias_2 = _unsafe_view_4 = None
    _unsafe_view_5: "f32[2, 2, 5, 4][40, 20, 4, 1]" = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 5, 4]);  bmm_1 = None
    transpose_1: "f32[2, 5, 2, 4][40, 4, 20, 1]" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None
    clone_3: "f32[2, 5, 2, 4][40, 8, 4, 1]" = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view_6: "f32[2, 5, 8][40, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_3, [2, 5, 8]);  clone_3 = None
    add: "f32[2, 5, 8][40, 8, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_6, x_1);  _unsafe_view_6 = x_1 = None
    _unsafe_view_7: "f32[2, 5, 2, 4][40, 8, 4, 1]" = torch.ops.aten._unsafe_view.default(add, [2, 5, 2, 4]);  add = None
    _unsafe_view_8: "f32[2, 5, 8][40, 8, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_7, [2, 5, 8]);  _unsafe_view_7 = None
    return _unsafe_view_8
