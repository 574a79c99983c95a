# gpt2_block (eval mode): GPT-2 block: c_attn split into q, k, v, tril mask buffer, masked_fill(-inf), softmax, layernorm, GELU MLP; 1x6x16, 2 heads
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, ln_1_weight_1: "f32[16]", ln_1_bias_1: "f32[16]", attn_c_attn_weight_1: "f32[48, 16]", attn_c_attn_bias_1: "f32[48]", attn_c_proj_weight_1: "f32[16, 16]", attn_c_proj_bias_1: "f32[16]", ln_2_weight_1: "f32[16]", ln_2_bias_1: "f32[16]", mlp_0_weight_1: "f32[64, 16]", mlp_0_bias_1: "f32[64]", mlp_2_weight_1: "f32[16, 64]", mlp_2_bias_1: "f32[16]", attn_bias_1: "f32[1, 1, 8, 8]", x_1: "f32[1, 6, 16]"):
    native_layer_norm = torch.ops.aten.native_layer_norm.default(x_1, [16], ln_1_weight_1, ln_1_bias_1, 1e-05);  ln_1_weight_1 = ln_1_bias_1 = None
    getitem: "f32[1, 6, 16][96, 16, 1]" = native_layer_norm[0]
    getitem_1: "f32[1, 6, 1][6, 1, 1]" = native_layer_norm[1]
    getitem_2: "f32[1, 6, 1][6, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    t: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(attn_c_attn_weight_1);  attn_c_attn_weight_1 = None
    view: "f32[6, 16][16, 1]" = torch.ops.aten.view.default(getitem, [6, 16]);  getitem = None
    addmm: "f32[6, 48][48, 1]" = torch.ops.aten.addmm.default(attn_c_attn_bias_1, view, t);  attn_c_attn_bias_1 = view = t = None
    view_1: "f32[1, 6, 48][288, 48, 1]" = torch.ops.aten.view.default(addmm, [1, 6, 48]);  addmm = None
    split = torch.ops.aten.split.Tensor(view_1, 16, 2);  view_1 = None
    getitem_3: "f32[1, 6, 16][288, 48, 1]" = split[0]
    getitem_4: "f32[1, 6, 16][288, 48, 1]@16" = split[1]
    getitem_5: "f32[1, 6, 16][288, 48, 1]@32" = split[2];  split = None
    view_2: "f32[1, 6, 2, 8][288, 48, 8, 1]@16" = torch.ops.aten.view.default(getitem_4, [1, 6, 2, 8]);  getitem_4 = None
    transpose: "f32[1, 2, 6, 8][288, 8, 48, 1]@16" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    view_3: "f32[1, 6, 2, 8][288, 48, 8, 1]" = torch.ops.aten.view.default(getitem_3, [1, 6, 2, 8]);  getitem_3 = None
    transpose_1: "f32[1, 2, 6, 8][288, 8, 48, 1]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    view_4: "f32[1, 6, 2, 8][288, 48, 8, 1]@32" = torch.ops.aten.view.default(getitem_5, [1, 6, 2, 8]);  getitem_5 = None
    transpose_2: "f32[1, 2, 6, 8][288, 8, 48, 1]@32" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    transpose_3: "f32[1, 2, 8, 6][288, 8, 1, 48]@16" = torch.ops.aten.transpose.int(transpose, -2, -1);  transpose = None
    expand: "f32[1, 2, 6, 8][288, 8, 48, 1]" = torch.ops.aten.expand.default(transpose_1, [1, 2, 6, 8]);  transpose_1 = None
    _reshape_alias: "f32[2, 6, 8][8, 48, 1]" = torch.ops.aten._reshape_alias.default(expand, [2, 6, 8], [8, 48, 1]);  expand = None
    expand_1: "f32[1, 2, 8, 6][288, 8, 1, 48]@16" = torch.ops.aten.expand.default(transpose_3, [1, 2, 8, 6]);  transpose_3 = None
    _reshape_alias_1: "f32[2, 8, 6][8, 1, 48]@16" = torch.ops.aten._reshape_alias.default(expand_1, [2, 8, 6], [8, 1, 48]);  expand_1 = None
    bmm: "f32[2, 6, 6][36, 6, 1]" = torch.ops.aten.bmm.default(_reshape_alias, _reshape_alias_1);  _reshape_alias = _reshape_alias_1 = None
    _unsafe_view: "f32[1, 2, 6, 6][72, 36, 6, 1]" = torch.ops.aten._unsafe_view.default(bmm, [1, 2, 6, 6]);  bmm = None
    mul: "f32[1, 2, 6, 6][72, 36, 6, 1]" = torch.ops.aten.mul.Tensor(_unsafe_view, 0.35355339059327373);  _unsafe_view = None
    slice_1: "f32[1, 1, 8, 8][64, 64, 8, 1]" = torch.ops.aten.slice.Tensor(attn_bias_1, 0, 0, 9223372036854775807);  attn_bias_1 = None
    slice_2: "f32[1, 1, 8, 8][64, 64, 8, 1]" = torch.ops.aten.slice.Tensor(slice_1, 1, 0, 9223372036854775807);  slice_1 = None
    slice_3: "f32[1, 1, 6, 8][64, 64, 8, 1]" = torch.ops.aten.slice.Tensor(slice_2, 2, 0, 6);  slice_2 = None
    slice_4: "f32[1, 1, 6, 6][64, 64, 8, 1]" = torch.ops.aten.slice.Tensor(slice_3, 3, 0, 6);  slice_3 = None
    eq: "b8[1, 1, 6, 6][36, 36, 6, 1]" = torch.ops.aten.eq.Scalar(slice_4, 0);  slice_4 = None
    masked_fill: "f32[1, 2, 6, 6][72, 36, 6, 1]" = torch.ops.aten.masked_fill.Scalar(mul, eq, -inf);  mul = eq = None
    _softmax: "f32[1, 2, 6, 6][72, 36, 6, 1]" = torch.ops.aten._softmax.default(masked_fill, -1, False);  masked_fill = None
    expand_2: "f32[1, 2, 6, 6][72, 36, 6, 1]" = torch.ops.aten.expand.default(_softmax, [1, 2, 6, 6]);  _softmax = None
    _reshape_alias_2: "f32[2, 6, 6][36, 6, 1]" = torch.ops.aten._reshape_alias.default(expand_2, [2, 6, 6], [36, 6, 1]);  expand_2 = None
    expand_3: "f32[1, 2, 6, 8][288, 8, 48, 1]@32" = torch.ops.aten.expand.default(transpose_2, [1, 2, 6, 8]);  transpose_2 = None
    _reshape_alias_3: "f32[2, 6, 8][8, 48, 1]@32" = torch.ops.aten._reshape_alias.default(expand_3, [2, 6, 8], [8, 48, 1]);  expand_3 = None
    bmm_1: "f32[2, 6, 8][48, 8, 1]" = torch.ops.aten.bmm.default(_reshape_alias_2, _reshape_alias_3);  _reshape_alias_2 = _reshape_alias_3 = None
    _unsafe_view_1: "f32[1, 2, 6, 8][96, 48, 8, 1]" = torch.ops.aten._unsafe_view.default(bmm_1, [1, 2, 6, 8]);  bmm_1 = None
    transpose_4: "f32[1, 6, 2, 8][96, 8, 48, 1]" = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
    clone: "f32[1, 6, 2, 8][96, 16, 8, 1]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_5: "f32[1, 6, 16][96, 16, 1]" = torch.ops.aten.view.default(clone, [1, 6, 16]);  clone = None
    t_1: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(attn_c_proj_weight_1);  attn_c_proj_weight_1 = None
    view_6: "f32[6, 16][16, 1]" = torch.ops.aten.view.default(view_5, [6, 16]);  view_5 = None
    addmm_1: "f32[6, 16][16, 1]" = torch.ops.aten.addmm.default(attn_c_proj_bias_1, view_6, t_1);  attn_c_proj_bias_1 = view_6 = t_1 = None
    view_7: "f32[1, 6, 16][96, 16, 1]" = torch.ops.aten.view.default(addmm_1, [1, 6, 16]);  addmm_1 = None
    add: "f32[1, 6, 16][96, 16, 1]" = torch.ops.aten.add.Tensor(x_1, view_7);  x_1 = view_7 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [16], ln_2_weight_1, ln_2_bias_1, 1e-05);  ln_2_weight_1 = ln_2_bias_1 = None
    getitem_6: "f32[1, 6, 16][96, 16, 1]" = native_layer_norm_1[0]
    getitem_7: "f32[1, 6, 1][6, 1, 1]" = native_layer_norm_1[1]
    getitem_8: "f32[1, 6, 1][6, 1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    t_2: "f32[16, 64][1, 16]" = torch.ops.aten.t.default(mlp_0_weight_1);  mlp_0_weight_1 = None
    view_8: "f32[6, 16][16, 1]" = torch.ops.aten.view.default(getitem_6, [6, 16]);  getitem_6 = None
    addmm_2: "f32[6, 64][64, 1]" = torch.ops.aten.addmm.default(mlp_0_bias_1, view_8, t_2);  mlp_0_bias_1 = view_8 = t_2 = None
    view_9: "f32[1, 6, 64][384, 64, 1]" = torch.ops.aten.view.default(addmm_2, [1, 6, 64]);  addmm_2 = None
    gelu: "f32[1, 6, 64][384, 64, 1]" = torch.ops.aten.gelu.default(view_9);  view_9 = None
    t_3: "f32[64, 16][1, 64]" = torch.ops.aten.t.default(mlp_2_weight_1);  mlp_2_weight_1 = None
    view_10: "f32[6, 64][64, 1]" = torch.ops.aten.view.default(gelu, [6, 64]);  gelu = None
    addmm_3: "f32[6, 16][16, 1]" = torch.ops.aten.addmm.default(mlp_2_bias_1, view_10, t_3);  mlp_2_bias_1 = view_10 = t_3 = None
    view_11: "f32[1, 6, 16][96, 16, 1]" = torch.ops.aten.view.default(addmm_3, [1, 6, 16]);  addmm_3 = None
    add_1: "f32[1, 6, 16][96, 16, 1]" = torch.ops.aten.add.Tensor(add, view_11);  add = view_11 = None
    return add_1
