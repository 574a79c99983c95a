# timm_attention_inplace_scale (eval mode): timm-style attention with qkv.unbind(0) and q.mul_(scale) in place on the strided q view; 1x5x16, 2 heads
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, qkv_weight_1: "f32[48, 16]", qkv_bias_1: "f32[48]", proj_weight_1: "f32[16, 16]", proj_bias_1: "f32[16]", x_1: "f32[1, 5, 16]"):
    t: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(qkv_weight_1);  qkv_weight_1 = None
    view: "f32[5, 16][16, 1]" = torch.ops.aten.view.default(x_1, [5, 16]);  x_1 = None
    addmm: "f32[5, 48][48, 1]" = torch.ops.aten.addmm.default(qkv_bias_1, view, t);  qkv_bias_1 = view = t = None
    view_1: "f32[1, 5, 48][240, 48, 1]" = torch.ops.aten.view.default(addmm, [1, 5, 48])
    _reshape_alias: "f32[1, 5, 3, 2, 8][240, 48, 16, 8, 1]" = torch.ops.aten._reshape_alias.default(view_1, [1, 5, 3, 2, 8], [240, 48, 16, 8, 1]);  view_1 = None
    permute: "f32[3, 1, 2, 5, 8][16, 240, 8, 48, 1]" = torch.ops.aten.permute.default(_reshape_alias, [2, 0, 3, 1, 4]);  _reshape_alias = None
    unbind = torch.ops.aten.unbind.int(permute);  permute = None
    getitem: "f32[1, 2, 5, 8][240, 8, 48, 1]" = unbind[0]
    getitem_1: "f32[1, 2, 5, 8][240, 8, 48, 1]@16" = unbind[1]
    getitem_2: "f32[1, 2, 5, 8][240, 8, 48, 1]@32" = unbind[2];  unbind = None
    mul: "f32[1, 2, 5, 8][80, 8, 16, 1]" = torch.ops.aten.mul.Tensor(getitem, 0.3535533905932738);  getitem = None
    transpose: "f32[1, 2, 8, 5][240, 8, 1, 48]@16" = torch.ops.aten.transpose.int(getitem_1, -2, -1);  getitem_1 = None
    expand: "f32[1, 2, 5, 8][80, 8, 16, 1]" = torch.ops.aten.expand.default(mul, [1, 2, 5, 8])
    _reshape_alias_1: "f32[2, 5, 8][8, 16, 1]" = torch.ops.aten._reshape_alias.default(expand, [2, 5, 8], [8, 16, 1]);  expand = None
    expand_1: "f32[1, 2, 8, 5][240, 8, 1, 48]@16" = torch.ops.aten.expand.default(transpose, [1, 2, 8, 5]);  transpose = None
    _reshape_alias_2: "f32[2, 8, 5][8, 1, 48]@16" = torch.ops.aten._reshape_alias.default(expand_1, [2, 8, 5], [8, 1, 48]);  expand_1 = None
    view_2: "f32[1, 5, 48][240, 48, 1]" = torch.ops.aten.view.default(addmm, [1, 5, 48]);  addmm = None
    _reshape_alias_3: "f32[1, 5, 3, 2, 8][240, 48, 16, 8, 1]" = torch.ops.aten._reshape_alias.default(view_2, [1, 5, 3, 2, 8], [240, 48, 16, 8, 1]);  view_2 = None
    permute_1: "f32[3, 1, 2, 5, 8][16, 240, 8, 48, 1]" = torch.ops.aten.permute.default(_reshape_alias_3, [2, 0, 3, 1, 4]);  _reshape_alias_3 = None
    select_scatter: "f32[3, 1, 2, 5, 8][16, 240, 8, 48, 1]" = torch.ops.aten.select_scatter.default(permute_1, mul, 0, 0);  permute_1 = mul = None
    permute_2: "f32[1, 5, 3, 2, 8][240, 48, 16, 8, 1]" = torch.ops.aten.permute.default(select_scatter, [1, 3, 0, 2, 4]);  select_scatter = None
    _reshape_alias_4: "f32[1, 5, 48][240, 48, 1]" = torch.ops.aten._reshape_alias.default(permute_2, [1, 5, 48], [240, 48, 1]);  permute_2 = None
    view_3: "f32[5, 48][48, 1]" = torch.ops.aten.view.default(_reshape_alias_4, [5, 48]);  _reshape_alias_4 = None
    view_4: "f32[1, 5, 48][240, 48, 1]" = torch.ops.aten.view.default(view_3, [1, 5, 48])
    _reshape_alias_5: "f32[1, 5, 3, 2, 8][240, 48, 16, 8, 1]" = torch.ops.aten._reshape_alias.default(view_4, [1, 5, 3, 2, 8], [240, 48, 16, 8, 1]);  view_4 = None
    permute_3: "f32[3, 1, 2, 5, 8][16, 240, 8, 48, 1]" = torch.ops.aten.permute.default(_reshape_alias_5, [2, 0, 3, 1, 4]);  _reshape_alias_5 = None
    unbind_1 = torch.ops.aten.unbind.int(permute_3);  permute_3 = None
    getitem_3: "f32[1, 2, 5, 8][240, 8, 48, 1]" = unbind_1[0]
    getitem_4: "f32[1, 2, 5, 8][240, 8, 48, 1]@16" = unbind_1[1]
    getitem_5: "f32[1, 2, 5, 8][240, 8, 48, 1]@32" = unbind_1[2];  unbind_1 = None
    expand_2: "f32[1, 2, 5, 8][240, 8, 48, 1]" = torch.ops.aten.expand.default(getitem_3, [1, 2, 5, 8]);  getitem_3 = None
    _reshape_alias_6: "f32[2, 5, 8][8, 16, 1]" = torch.ops.aten._reshape_alias.default(expand_2, [2, 5, 8], [8, 16, 1]);  expand_2 = None
    view_5: "f32[1, 5, 48][240, 48, 1]" = torch.ops.aten.view.default(view_3, [1, 5, 48])
    _reshape_alias_7: "f32[1, 5, 3, 2, 8][240, 48, 16, 8, 1]" = torch.ops.aten._reshape_alias.default(view_5, [1, 5, 3, 2, 8], [240, 48, 16, 8, 1]);  view_5 = None
    permute_4: "f32[3, 1, 2, 5, 8][16, 240, 8, 48, 1]" = torch.ops.aten.permute.default(_reshape_alias_7, [2, 0, 3, 1, 4]);  _reshape_alias_7 = None
    unbind_2 = torch.ops.aten.unbind.int(permute_4);  permute_4 = None
    getitem_6: "f32[1, 2, 5, 8][240, 8, 48, 1]" = unbind_2[0]
    getitem_7: "f32[1, 2, 5, 8][240, 8, 48, 1]@16" = unbind_2[1]
    getitem_8: "f32[1, 2, 5, 8][240, 8, 48, 1]@32" = unbind_2[2];  unbind_2 = None
    transpose_1: "f32[1, 2, 8, 5][240, 8, 1, 48]@16" = torch.ops.aten.transpose.int(getitem_7, -2, -1);  getitem_7 = None
    expand_3: "f32[1, 2, 8, 5][240, 8, 1, 48]@16" = torch.ops.aten.expand.default(transpose_1, [1, 2, 8, 5]);  transpose_1 = None
    _reshape_alias_8: "f32[2, 8, 5][8, 1, 48]@16" = torch.ops.aten._reshape_alias.default(expand_3, [2, 8, 5], [8, 1, 48]);  expand_3 = None
    bmm: "f32[2, 5, 5][25, 5, 1]" = torch.ops.aten.bmm.default(_reshape_alias_6, _reshape_alias_8);  _reshape_alias_6 = _reshape_alias_8 = None
    _unsafe_view: "f32[1, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten._unsafe_view.default(bmm, [1, 2, 5, 5]);  bmm = None
    _softmax: "f32[1, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten._softmax.default(_unsafe_view, -1, False);  _unsafe_view = None
    expand_4: "f32[1, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.expand.default(_softmax, [1, 2, 5, 5]);  _softmax = None
    _reshape_alias_9: "f32[2, 5, 5][25, 5, 1]" = torch.ops.aten._reshape_alias.default(expand_4, [2, 5, 5], [25, 5, 1]);  expand_4 = None
    expand_5: "f32[1, 2, 5, 8][240, 8, 48, 1]@32" = torch.ops.aten.expand.default(getitem_2, [1, 2, 5, 8]);  getitem_2 = None
    _reshape_alias_10: "f32[2, 5, 8][8, 48, 1]@32" = torch.ops.aten._reshape_alias.default(expand_5, [2, 5, 8], [8, 48, 1]);  expand_5 = None
    view_6: "f32[1, 5, 48][240, 48, 1]" = torch.ops.aten.view.default(view_3, [1, 5, 48]);  view_3 = None
    _reshape_alias_11: "f32[1, 5, 3, 2, 8][240, 48, 16, 8, 1]" = torch.ops.aten._reshape_alias.default(view_6, [1, 5, 3, 2, 8], [240, 48, 16, 8, 1]);  view_6 = None
    permute_5: "f32[3, 1, 2, 5, 8][16, 240, 8, 48, 1]" = torch.ops.aten.permute.default(_reshape_alias_11, [2, 0, 3, 1, 4]);  _reshape_alias_11 = None
    unbind_3 = torch.ops.aten.unbind.int(permute_5);  permute_5 = None
    getitem_9: "f32[1, 2, 5, 8][240, 8, 48, 1]" = unbind_3[0]
    getitem_10: "f32[1, 2, 5, 8][240, 8, 48, 1]@16" = unbind_3[1]
    getitem_11: "f32[1, 2, 5, 8][240, 8, 48, 1]@32" = unbind_3[2];  unbind_3 = None
    expand_6: "f32[1, 2, 5, 8][240, 8, 48, 1]@32" = torch.ops.aten.expand.default(getitem_11, [1, 2, 5, 8]);  getitem_11 = None
    _reshape_alias_12: "f32[2, 5, 8][8, 48, 1]@32" = torch.ops.aten._reshape_alias.default(expand_6, [2, 5, 8], [8, 48, 1]);  expand_6 = None
    bmm_1: "f32[2, 5, 8][40, 8, 1]" = torch.ops.aten.bmm.default(_reshape_alias_9, _reshape_alias_12);  _reshape_alias_9 = _reshape_alias_12 = None
    _unsafe_view_1: "f32[1, 2, 5, 8][80, 40, 8, 1]" = torch.ops.aten._unsafe_view.default(bmm_1, [1, 2, 5, 8]);  bmm_1 = None
    transpose_2: "f32[1, 5, 2, 8][80, 8, 40, 1]" = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
    clone: "f32[1, 5, 2, 8][80, 16, 8, 1]" = torch.ops.aten.clone.default(transpose_2, memory_format = torch.contiguous_format);  transpose_2 = None
    _unsafe_view_2: "f32[1, 5, 16][80, 16, 1]" = torch.ops.aten._unsafe_view.default(clone, [1, 5, 16]);  clone = None
    t_1: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(proj_weight_1);  proj_weight_1 = None
    view_7: "f32[5, 16][16, 1]" = torch.ops.aten.view.default(_unsafe_view_2, [5, 16]);  _unsafe_view_2 = None
    addmm_1: "f32[5, 16][16, 1]" = torch.ops.aten.addmm.default(proj_bias_1, view_7, t_1);  proj_bias_1 = view_7 = t_1 = None
    view_8: "f32[1, 5, 16][80, 16, 1]" = torch.ops.aten.view.default(addmm_1, [1, 5, 16]);  addmm_1 = None
    return view_8
