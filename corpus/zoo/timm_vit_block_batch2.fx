# timm_vit_block_batch2 (eval mode): the timm-style block on 2x5x16 (batch 2: matmul clones q * scale contiguous before the reshape)
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, norm1_weight_1: "f32[16]", norm1_bias_1: "f32[16]", attn_qkv_weight_1: "f32[48, 16]", attn_qkv_bias_1: "f32[48]", attn_proj_weight_1: "f32[16, 16]", attn_proj_bias_1: "f32[16]", norm2_weight_1: "f32[16]", norm2_bias_1: "f32[16]", mlp_fc1_weight_1: "f32[32, 16]", mlp_fc1_bias_1: "f32[32]", mlp_fc2_weight_1: "f32[16, 32]", mlp_fc2_bias_1: "f32[16]", x_1: "f32[2, 5, 16]"):
    native_layer_norm = torch.ops.aten.native_layer_norm.default(x_1, [16], norm1_weight_1, norm1_bias_1, 1e-06);  norm1_weight_1 = norm1_bias_1 = None
    getitem: "f32[2, 5, 16][80, 16, 1]" = native_layer_norm[0]
    getitem_1: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm[1]
    getitem_2: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    t: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(attn_qkv_weight_1);  attn_qkv_weight_1 = None
    view: "f32[10, 16][16, 1]" = torch.ops.aten.view.default(getitem, [10, 16]);  getitem = None
    addmm: "f32[10, 48][48, 1]" = torch.ops.aten.addmm.default(attn_qkv_bias_1, view, t);  attn_qkv_bias_1 = view = t = None
    view_1: "f32[2, 5, 48][240, 48, 1]" = torch.ops.aten.view.default(addmm, [2, 5, 48]);  addmm = None
    _reshape_alias: "f32[2, 5, 3, 2, 8][240, 48, 16, 8, 1]" = torch.ops.aten._reshape_alias.default(view_1, [2, 5, 3, 2, 8], [240, 48, 16, 8, 1]);  view_1 = None
    permute: "f32[3, 2, 2, 5, 8][16, 240, 8, 48, 1]" = torch.ops.aten.permute.default(_reshape_alias, [2, 0, 3, 1, 4]);  _reshape_alias = None
    select: "f32[2, 2, 5, 8][240, 8, 48, 1]" = torch.ops.aten.select.int(permute, 0, 0)
    select_1: "f32[2, 2, 5, 8][240, 8, 48, 1]@16" = torch.ops.aten.select.int(permute, 0, 1)
    select_2: "f32[2, 2, 5, 8][240, 8, 48, 1]@32" = torch.ops.aten.select.int(permute, 0, 2);  permute = None
    mul: "f32[2, 2, 5, 8][80, 8, 16, 1]" = torch.ops.aten.mul.Tensor(select, 0.3535533905932738);  select = None
    transpose: "f32[2, 2, 8, 5][240, 8, 1, 48]@16" = torch.ops.aten.transpose.int(select_1, -2, -1);  select_1 = None
    expand: "f32[2, 2, 5, 8][80, 8, 16, 1]" = torch.ops.aten.expand.default(mul, [2, 2, 5, 8]);  mul = None
    clone: "f32[2, 2, 5, 8][80, 40, 8, 1]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten._unsafe_view.default(clone, [4, 5, 8]);  clone = None
    expand_1: "f32[2, 2, 8, 5][240, 8, 1, 48]@16" = torch.ops.aten.expand.default(transpose, [2, 2, 8, 5]);  transpose = None
    clone_1: "f32[2, 2, 8, 5][80, 40, 5, 1]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_1: "f32[4, 8, 5][40, 5, 1]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 5]);  clone_1 = None
    bmm: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    _unsafe_view_2: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 5, 5]);  bmm = None
    _softmax: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten._softmax.default(_unsafe_view_2, -1, False);  _unsafe_view_2 = None
    expand_2: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.expand.default(_softmax, [2, 2, 5, 5]);  _softmax = None
    _reshape_alias_1: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten._reshape_alias.default(expand_2, [4, 5, 5], [25, 5, 1]);  expand_2 = None
    expand_3: "f32[2, 2, 5, 8][240, 8, 48, 1]@32" = torch.ops.aten.expand.default(select_2, [2, 2, 5, 8]);  select_2 = None
    clone_2: "f32[2, 2, 5, 8][80, 40, 8, 1]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_3: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_2, [4, 5, 8]);  clone_2 = None
    bmm_1: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten.bmm.default(_reshape_alias_1, _unsafe_view_3);  _reshape_alias_1 = _unsafe_view_3 = None
    _unsafe_view_4: "f32[2, 2, 5, 8][80, 40, 8, 1]" = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 5, 8]);  bmm_1 = None
    transpose_1: "f32[2, 5, 2, 8][80, 8, 40, 1]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3: "f32[2, 5, 2, 8][80, 16, 8, 1]" = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view_5: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_3, [2, 5, 16]);  clone_3 = None
    t_1: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(attn_proj_weight_1);  attn_proj_weight_1 = None
    view_2: "f32[10, 16][16, 1]" = torch.ops.aten.view.default(_unsafe_view_5, [10, 16]);  _unsafe_view_5 = None
    addmm_1: "f32[10, 16][16, 1]" = torch.ops.aten.addmm.default(attn_proj_bias_1, view_2, t_1);  attn_proj_bias_1 = view_2 = t_1 = None
    view_3: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.view.default(addmm_1, [2, 5, 16]);  addmm_1 = None
    add: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.add.Tensor(x_1, view_3);  x_1 = view_3 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [16], norm2_weight_1, norm2_bias_1, 1e-06);  norm2_weight_1 = norm2_bias_1 = None
    getitem_3: "f32[2, 5, 16][80, 16, 1]" = native_layer_norm_1[0]
    getitem_4: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm_1[1]
    getitem_5: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    t_2: "f32[16, 32][1, 16]" = torch.ops.aten.t.default(mlp_fc1_weight_1);  mlp_fc1_weight_1 = None
    view_4: "f32[10, 16][16, 1]" = torch.ops.aten.view.default(getitem_3, [10, 16]);  getitem_3 = None
    addmm_2: "f32[10, 32][32, 1]" = torch.ops.aten.addmm.default(mlp_fc1_bias_1, view_4, t_2);  mlp_fc1_bias_1 = view_4 = t_2 = None
    view_5: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten.view.default(addmm_2, [2, 5, 32]);  addmm_2 = None
    gelu: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten.gelu.default(view_5);  view_5 = None
    t_3: "f32[32, 16][1, 32]" = torch.ops.aten.t.default(mlp_fc2_weight_1);  mlp_fc2_weight_1 = None
    view_6: "f32[10, 32][32, 1]" = torch.ops.aten.view.default(gelu, [10, 32]);  gelu = None
    addmm_3: "f32[10, 16][16, 1]" = torch.ops.aten.addmm.default(mlp_fc2_bias_1, view_6, t_3);  mlp_fc2_bias_1 = view_6 = t_3 = None
    view_7: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.view.default(addmm_3, [2, 5, 16]);  addmm_3 = None
    add_1: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.add.Tensor(add, view_7);  add = view_7 = None
    return add_1
