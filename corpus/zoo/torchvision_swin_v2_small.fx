# torchvision_swin_v2_small (eval mode): the same SwinTransformer with swin_v2's blocks (SwinTransformerBlockV2, PatchMergingV2): cosine attention (F.normalize of the strided q and k views), logit scale, continuous position bias MLP
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
# the last 9 inputs (tensor_constant0, tensor_constant1, tensor_constant2, tensor_constant3, tensor_constant4, tensor_constant5, tensor_constant6, tensor_constant7, tensor_constant8) hold tensor constants of the traced program
def forward(self, features_0_0_weight_1: "f32[16, 3, 4, 4]", features_0_0_bias_1: "f32[16]", features_0_2_weight_1: "f32[16]", features_0_2_bias_1: "f32[16]", features_1_0_norm1_weight_1: "f32[16]", features_1_0_norm1_bias_1: "f32[16]", features_1_0_attn_logit_scale_1: "f32[2, 1, 1]", features_1_0_attn_qkv_weight_1: "f32[48, 16]", features_1_0_attn_qkv_bias_1: "f32[48]", features_1_0_attn_proj_weight_1: "f32[16, 16]", features_1_0_attn_proj_bias_1: "f32[16]", features_1_0_attn_cpb_mlp_0_weight_1: "f32[512, 2]", features_1_0_attn_cpb_mlp_0_bias_1: "f32[512]", features_1_0_attn_cpb_mlp_2_weight_1: "f32[2, 512]", features_1_0_norm2_weight_1: "f32[16]", features_1_0_norm2_bias_1: "f32[16]", features_1_0_mlp_0_weight_1: "f32[64, 16]", features_1_0_mlp_0_bias_1: "f32[64]", features_1_0_mlp_3_weight_1: "f32[16, 64]", features_1_0_mlp_3_bias_1: "f32[16]", features_1_1_norm1_weight_1: "f32[16]", features_1_1_norm1_bias_1: "f32[16]", features_1_1_attn_logit_scale_1: "f32[2, 1, 1]", features_1_1_attn_qkv_weight_1: "f32[48, 16]", features_1_1_attn_qkv_bias_1: "f32[48]", features_1_1_attn_proj_weight_1: "f32[16, 16]", features_1_1_attn_proj_bias_1: "f32[16]", features_1_1_attn_cpb_mlp_0_weight_1: "f32[512, 2]", features_1_1_attn_cpb_mlp_0_bias_1: "f32[512]", features_1_1_attn_cpb_mlp_2_weight_1: "f32[2, 512]", features_1_1_norm2_weight_1: "f32[16]", features_1_1_norm2_bias_1: "f32[16]", features_1_1_mlp_0_weight_1: "f32[64, 16]", features_1_1_mlp_0_bias_1: "f32[64]", features_1_1_mlp_3_weight_1: "f32[16, 64]", features_1_1_mlp_3_bias_1: "f32[16]", features_2_reduction_weight_1: "f32[32, 64]", features_2_norm_weight_1: "f32[32]", features_2_norm_bias_1: "f32[32]", features_3_0_norm1_weight_1: "f32[32]", features_3_0_norm1_bias_1: "f32[32]", features_3_0_attn_logit_scale_1: "f32[2, 1, 1]", features_3_0_attn_qkv_weight_1: "f32[96, 32]", features_3_0_attn_qkv_bias_1: "f32[96]", features_3_0_attn_proj_weight_1: "f32[32, 32]", features_3_0_attn_proj_bias_1: "f32[32]", features_3_0_attn_cpb_mlp_0_weight_1: "f32[512, 2]", features_3_0_attn_cpb_mlp_0_bias_1: "f32[512]", features_3_0_attn_cpb_mlp_2_weight_1: "f32[2, 512]", features_3_0_norm2_weight_1: "f32[32]", features_3_0_norm2_bias_1: "f32[32]", features_3_0_mlp_0_weight_1: "f32[128, 32]", features_3_0_mlp_0_bias_1: "f32[128]", features_3_0_mlp_3_weight_1: "f32[32, 128]", features_3_0_mlp_3_bias_1: "f32[32]", norm_weight_1: "f32[32]", norm_bias_1: "f32[32]", head_weight_1: "f32[10, 32]", head_bias_1: "f32[10]", features_1_0_attn_relative_coords_table_1: "f32[1, 7, 7, 2]", features_1_0_attn_relative_position_index_1: "i64[256]", features_1_1_attn_relative_coords_table_1: "f32[1, 7, 7, 2]", features_1_1_attn_relative_position_index_1: "i64[256]", features_3_0_attn_relative_coords_table_1: "f32[1, 7, 7, 2]", features_3_0_attn_relative_position_index_1: "i64[256]", x_1: "f32[1, 3, 32, 32]", tensor_constant0: "f32[]", tensor_constant1: "f32[]", tensor_constant2: "f32[]", tensor_constant3: "f32[]", tensor_constant4: "f32[]", tensor_constant5: "f32[]", tensor_constant6: "f32[]", tensor_constant7: "f32[]", tensor_constant8: "f32[]"):
    convolution: "f32[1, 16, 8, 8][1024, 64, 8, 1]" = torch.ops.aten.convolution.default(x_1, features_0_0_weight_1, features_0_0_bias_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1);  x_1 = features_0_0_weight_1 = features_0_0_bias_1 = None
    permute: "f32[1, 8, 8, 16][1024, 8, 1, 64]" = torch.ops.aten.permute.default(convolution, [0, 2, 3, 1]);  convolution = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(permute, [16], features_0_2_weight_1, features_0_2_bias_1, 1e-05);  permute = features_0_2_weight_1 = features_0_2_bias_1 = None
    getitem: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = native_layer_norm[0]
    getitem_1: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm[1]
    getitem_2: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    t: "f32[2, 512][1, 2]" = torch.ops.aten.t.default(features_1_0_attn_cpb_mlp_0_weight_1);  features_1_0_attn_cpb_mlp_0_weight_1 = None
    _reshape_alias: "f32[49, 2][2, 1]" = torch.ops.aten._reshape_alias.default(features_1_0_attn_relative_coords_table_1, [49, 2], [2, 1]);  features_1_0_attn_relative_coords_table_1 = None
    mm: "f32[49, 512][512, 1]" = torch.ops.aten.mm.default(_reshape_alias, t);  _reshape_alias = t = None
    _unsafe_view: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten._unsafe_view.default(mm, [1, 7, 7, 512]);  mm = None
    add: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten.add.Tensor(_unsafe_view, features_1_0_attn_cpb_mlp_0_bias_1);  _unsafe_view = features_1_0_attn_cpb_mlp_0_bias_1 = None
    relu: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten.relu.default(add)
    t_1: "f32[512, 2][1, 512]" = torch.ops.aten.t.default(features_1_0_attn_cpb_mlp_2_weight_1);  features_1_0_attn_cpb_mlp_2_weight_1 = None
    _reshape_alias_1: "f32[49, 512][512, 1]" = torch.ops.aten._reshape_alias.default(relu, [49, 512], [512, 1])
    _unsafe_view_1: "f32[49, 512][512, 1]" = torch.ops.aten._unsafe_view.default(add, [49, 512]);  add = None
    _unsafe_view_2: "f32[49, 512][512, 1]" = torch.ops.aten._unsafe_view.default(relu, [49, 512]);  relu = None
    _unsafe_view_3: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_2, [1, 7, 7, 512]);  _unsafe_view_2 = None
    _reshape_alias_2: "f32[49, 512][512, 1]" = torch.ops.aten._reshape_alias.default(_unsafe_view_3, [49, 512], [512, 1]);  _unsafe_view_3 = None
    mm_1: "f32[49, 2][2, 1]" = torch.ops.aten.mm.default(_reshape_alias_2, t_1);  _reshape_alias_2 = t_1 = None
    _unsafe_view_4: "f32[1, 7, 7, 2][98, 14, 2, 1]" = torch.ops.aten._unsafe_view.default(mm_1, [1, 7, 7, 2]);  mm_1 = None
    view: "f32[49, 2][2, 1]" = torch.ops.aten.view.default(_unsafe_view_4, [-1, 2]);  _unsafe_view_4 = None
    index: "f32[256, 2][2, 1]" = torch.ops.aten.index.Tensor(view, [features_1_0_attn_relative_position_index_1]);  view = features_1_0_attn_relative_position_index_1 = None
    view_1: "f32[16, 16, 2][32, 2, 1]" = torch.ops.aten.view.default(index, [16, 16, -1]);  index = None
    permute_1: "f32[2, 16, 16][1, 32, 2]" = torch.ops.aten.permute.default(view_1, [2, 0, 1]);  view_1 = None
    clone: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    unsqueeze: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.unsqueeze.default(clone, 0);  clone = None
    sigmoid: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.sigmoid.default(unsqueeze);  unsqueeze = None
    mul: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.mul.Tensor(sigmoid, 16);  sigmoid = None
    constant_pad_nd: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.constant_pad_nd.default(getitem, [0, 0, 0, 0, 0, 0], 0.0)
    view_2: "f32[1, 2, 4, 2, 4, 16][1024, 512, 128, 64, 16, 1]" = torch.ops.aten.view.default(constant_pad_nd, [1, 2, 4, 2, 4, 16]);  constant_pad_nd = None
    permute_2: "f32[1, 2, 2, 4, 4, 16][1024, 512, 64, 128, 16, 1]" = torch.ops.aten.permute.default(view_2, [0, 1, 3, 2, 4, 5]);  view_2 = None
    clone_1: "f32[1, 2, 2, 4, 4, 16][1024, 512, 256, 64, 16, 1]" = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    _unsafe_view_5: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 16, 16]);  clone_1 = None
    clone_2: "f32[48][1]" = torch.ops.aten.clone.default(features_1_0_attn_qkv_bias_1);  features_1_0_attn_qkv_bias_1 = None
    slice_1: "f32[16][1]@16" = torch.ops.aten.slice.Tensor(clone_2, 0, 16, 32)
    zero: "f32[16][1]" = torch.ops.aten.zero.default(slice_1);  slice_1 = None
    t_2: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(features_1_0_attn_qkv_weight_1);  features_1_0_attn_qkv_weight_1 = None
    view_3: "f32[64, 16][16, 1]" = torch.ops.aten.view.default(_unsafe_view_5, [64, 16]);  _unsafe_view_5 = None
    slice_scatter: "f32[48][1]" = torch.ops.aten.slice_scatter.default(clone_2, zero, 0, 16, 32);  clone_2 = zero = None
    addmm: "f32[64, 48][48, 1]" = torch.ops.aten.addmm.default(slice_scatter, view_3, t_2);  slice_scatter = view_3 = t_2 = None
    view_4: "f32[4, 16, 48][768, 48, 1]" = torch.ops.aten.view.default(addmm, [4, 16, 48]);  addmm = None
    _reshape_alias_3: "f32[4, 16, 3, 2, 8][768, 48, 16, 8, 1]" = torch.ops.aten._reshape_alias.default(view_4, [4, 16, 3, 2, 8], [768, 48, 16, 8, 1]);  view_4 = None
    permute_3: "f32[3, 4, 2, 16, 8][16, 768, 8, 48, 1]" = torch.ops.aten.permute.default(_reshape_alias_3, [2, 0, 3, 1, 4]);  _reshape_alias_3 = None
    select: "f32[4, 2, 16, 8][768, 8, 48, 1]" = torch.ops.aten.select.int(permute_3, 0, 0)
    select_1: "f32[4, 2, 16, 8][768, 8, 48, 1]@16" = torch.ops.aten.select.int(permute_3, 0, 1)
    select_2: "f32[4, 2, 16, 8][768, 8, 48, 1]@32" = torch.ops.aten.select.int(permute_3, 0, 2);  permute_3 = None
    norm: "f32[4, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.norm.ScalarOpt_dim(select, 2.0, [-1], True)
    clamp_min: "f32[4, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.clamp_min.default(norm, 1e-12);  norm = None
    expand: "f32[4, 2, 16, 8][32, 16, 1, 0]" = torch.ops.aten.expand.default(clamp_min, [4, 2, 16, 8]);  clamp_min = None
    div: "f32[4, 2, 16, 8][256, 8, 16, 1]" = torch.ops.aten.div.Tensor(select, expand);  select = expand = None
    norm_1: "f32[4, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.norm.ScalarOpt_dim(select_1, 2.0, [-1], True)
    clamp_min_1: "f32[4, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.clamp_min.default(norm_1, 1e-12);  norm_1 = None
    expand_1: "f32[4, 2, 16, 8][32, 16, 1, 0]" = torch.ops.aten.expand.default(clamp_min_1, [4, 2, 16, 8]);  clamp_min_1 = None
    div_1: "f32[4, 2, 16, 8][256, 8, 16, 1]" = torch.ops.aten.div.Tensor(select_1, expand_1);  select_1 = expand_1 = None
    transpose: "f32[4, 2, 8, 16][256, 8, 1, 16]" = torch.ops.aten.transpose.int(div_1, -2, -1);  div_1 = None
    expand_2: "f32[4, 2, 16, 8][256, 8, 16, 1]" = torch.ops.aten.expand.default(div, [4, 2, 16, 8]);  div = None
    clone_3: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view_6: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_3, [8, 16, 8]);  clone_3 = None
    expand_3: "f32[4, 2, 8, 16][256, 8, 1, 16]" = torch.ops.aten.expand.default(transpose, [4, 2, 8, 16]);  transpose = None
    clone_4: "f32[4, 2, 8, 16][256, 128, 16, 1]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_7: "f32[8, 8, 16][128, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_4, [8, 8, 16]);  clone_4 = None
    bmm: "f32[8, 16, 16][256, 16, 1]" = torch.ops.aten.bmm.default(_unsafe_view_6, _unsafe_view_7);  _unsafe_view_6 = _unsafe_view_7 = None
    _unsafe_view_8: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._unsafe_view.default(bmm, [4, 2, 16, 16]);  bmm = None
    clamp: "f32[2, 1, 1][1, 1, 1]" = torch.ops.aten.clamp.default(features_1_0_attn_logit_scale_1, None, 4.605170185988092);  features_1_0_attn_logit_scale_1 = None
    exp: "f32[2, 1, 1][1, 1, 1]" = torch.ops.aten.exp.default(clamp);  clamp = None
    mul_1: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.mul.Tensor(_unsafe_view_8, exp);  _unsafe_view_8 = exp = None
    add_1: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.add.Tensor(mul_1, mul);  mul_1 = mul = None
    _softmax: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._softmax.default(add_1, -1, False);  add_1 = None
    expand_4: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.expand.default(_softmax, [4, 2, 16, 16]);  _softmax = None
    _reshape_alias_4: "f32[8, 16, 16][256, 16, 1]" = torch.ops.aten._reshape_alias.default(expand_4, [8, 16, 16], [256, 16, 1]);  expand_4 = None
    expand_5: "f32[4, 2, 16, 8][768, 8, 48, 1]@32" = torch.ops.aten.expand.default(select_2, [4, 2, 16, 8]);  select_2 = None
    clone_5: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_9: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_5, [8, 16, 8]);  clone_5 = None
    bmm_1: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten.bmm.default(_reshape_alias_4, _unsafe_view_9);  _reshape_alias_4 = _unsafe_view_9 = None
    _unsafe_view_10: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten._unsafe_view.default(bmm_1, [4, 2, 16, 8]);  bmm_1 = None
    transpose_1: "f32[4, 16, 2, 8][256, 8, 128, 1]" = torch.ops.aten.transpose.int(_unsafe_view_10, 1, 2);  _unsafe_view_10 = None
    clone_6: "f32[4, 16, 2, 8][256, 16, 8, 1]" = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view_11: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_6, [4, 16, 16]);  clone_6 = None
    t_3: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(features_1_0_attn_proj_weight_1);  features_1_0_attn_proj_weight_1 = None
    view_5: "f32[64, 16][16, 1]" = torch.ops.aten.view.default(_unsafe_view_11, [64, 16]);  _unsafe_view_11 = None
    addmm_1: "f32[64, 16][16, 1]" = torch.ops.aten.addmm.default(features_1_0_attn_proj_bias_1, view_5, t_3);  features_1_0_attn_proj_bias_1 = view_5 = t_3 = None
    view_6: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten.view.default(addmm_1, [4, 16, 16]);  addmm_1 = None
    view_7: "f32[1, 2, 2, 4, 4, 16][1024, 512, 256, 64, 16, 1]" = torch.ops.aten.view.default(view_6, [1, 2, 2, 4, 4, 16]);  view_6 = None
    permute_4: "f32[1, 2, 4, 2, 4, 16][1024, 512, 64, 256, 16, 1]" = torch.ops.aten.permute.default(view_7, [0, 1, 3, 2, 4, 5]);  view_7 = None
    clone_7: "f32[1, 2, 4, 2, 4, 16][1024, 512, 128, 64, 16, 1]" = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    _unsafe_view_12: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_7, [1, 8, 8, 16]);  clone_7 = None
    slice_2: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.slice.Tensor(_unsafe_view_12, 0, 0, 9223372036854775807);  _unsafe_view_12 = None
    slice_3: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.slice.Tensor(slice_2, 3, 0, 9223372036854775807);  slice_2 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(slice_3, [16], features_1_0_norm1_weight_1, features_1_0_norm1_bias_1, 1e-05);  slice_3 = features_1_0_norm1_weight_1 = features_1_0_norm1_bias_1 = None
    getitem_3: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = native_layer_norm_1[0]
    getitem_4: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_1[1]
    getitem_5: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    add_2: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(getitem, getitem_3);  getitem = getitem_3 = None
    t_4: "f32[16, 64][1, 16]" = torch.ops.aten.t.default(features_1_0_mlp_0_weight_1);  features_1_0_mlp_0_weight_1 = None
    _reshape_alias_5: "f32[64, 16][16, 1]" = torch.ops.aten._reshape_alias.default(add_2, [64, 16], [16, 1])
    mm_2: "f32[64, 64][64, 1]" = torch.ops.aten.mm.default(_reshape_alias_5, t_4);  _reshape_alias_5 = t_4 = None
    _unsafe_view_13: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten._unsafe_view.default(mm_2, [1, 8, 8, 64]);  mm_2 = None
    add_3: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_13, features_1_0_mlp_0_bias_1);  _unsafe_view_13 = features_1_0_mlp_0_bias_1 = None
    gelu: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten.gelu.default(add_3);  add_3 = None
    t_5: "f32[64, 16][1, 64]" = torch.ops.aten.t.default(features_1_0_mlp_3_weight_1);  features_1_0_mlp_3_weight_1 = None
    _reshape_alias_6: "f32[64, 64][64, 1]" = torch.ops.aten._reshape_alias.default(gelu, [64, 64], [64, 1]);  gelu = None
    mm_3: "f32[64, 16][16, 1]" = torch.ops.aten.mm.default(_reshape_alias_6, t_5);  _reshape_alias_6 = t_5 = None
    _unsafe_view_14: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten._unsafe_view.default(mm_3, [1, 8, 8, 16]);  mm_3 = None
    add_4: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_14, features_1_0_mlp_3_bias_1);  _unsafe_view_14 = features_1_0_mlp_3_bias_1 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_4, [16], features_1_0_norm2_weight_1, features_1_0_norm2_bias_1, 1e-05);  add_4 = features_1_0_norm2_weight_1 = features_1_0_norm2_bias_1 = None
    getitem_6: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = native_layer_norm_2[0]
    getitem_7: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_2[1]
    getitem_8: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None
    add_5: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(add_2, getitem_6);  add_2 = getitem_6 = None
    t_6: "f32[2, 512][1, 2]" = torch.ops.aten.t.default(features_1_1_attn_cpb_mlp_0_weight_1);  features_1_1_attn_cpb_mlp_0_weight_1 = None
    _reshape_alias_7: "f32[49, 2][2, 1]" = torch.ops.aten._reshape_alias.default(features_1_1_attn_relative_coords_table_1, [49, 2], [2, 1]);  features_1_1_attn_relative_coords_table_1 = None
    mm_4: "f32[49, 512][512, 1]" = torch.ops.aten.mm.default(_reshape_alias_7, t_6);  _reshape_alias_7 = t_6 = None
    _unsafe_view_15: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten._unsafe_view.default(mm_4, [1, 7, 7, 512]);  mm_4 = None
    add_6: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_15, features_1_1_attn_cpb_mlp_0_bias_1);  _unsafe_view_15 = features_1_1_attn_cpb_mlp_0_bias_1 = None
    relu_1: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten.relu.default(add_6)
    t_7: "f32[512, 2][1, 512]" = torch.ops.aten.t.default(features_1_1_attn_cpb_mlp_2_weight_1);  features_1_1_attn_cpb_mlp_2_weight_1 = None
    _reshape_alias_8: "f32[49, 512][512, 1]" = torch.ops.aten._reshape_alias.default(relu_1, [49, 512], [512, 1])
    _unsafe_view_16: "f32[49, 512][512, 1]" = torch.ops.aten._unsafe_view.default(add_6, [49, 512]);  add_6 = None
    _unsafe_view_17: "f32[49, 512][512, 1]" = torch.ops.aten._unsafe_view.default(relu_1, [49, 512]);  relu_1 = None
    _unsafe_view_18: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_17, [1, 7, 7, 512]);  _unsafe_view_17 = None
    _reshape_alias_9: "f32[49, 512][512, 1]" = torch.ops.aten._reshape_alias.default(_unsafe_view_18, [49, 512], [512, 1]);  _unsafe_view_18 = None
    mm_5: "f32[49, 2][2, 1]" = torch.ops.aten.mm.default(_reshape_alias_9, t_7);  _reshape_alias_9 = t_7 = None
    _unsafe_view_19: "f32[1, 7, 7, 2][98, 14, 2, 1]" = torch.ops.aten._unsafe_view.default(mm_5, [1, 7, 7, 2]);  mm_5 = None
    view_8: "f32[49, 2][2, 1]" = torch.ops.aten.view.default(_unsafe_view_19, [-1, 2]);  _unsafe_view_19 = None
    index_1: "f32[256, 2][2, 1]" = torch.ops.aten.index.Tensor(view_8, [features_1_1_attn_relative_position_index_1]);  view_8 = features_1_1_attn_relative_position_index_1 = None
    view_9: "f32[16, 16, 2][32, 2, 1]" = torch.ops.aten.view.default(index_1, [16, 16, -1]);  index_1 = None
    permute_5: "f32[2, 16, 16][1, 32, 2]" = torch.ops.aten.permute.default(view_9, [2, 0, 1]);  view_9 = None
    clone_8: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    unsqueeze_1: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.unsqueeze.default(clone_8, 0);  clone_8 = None
    sigmoid_1: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.sigmoid.default(unsqueeze_1);  unsqueeze_1 = None
    mul_2: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.mul.Tensor(sigmoid_1, 16);  sigmoid_1 = None
    constant_pad_nd_1: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.constant_pad_nd.default(add_5, [0, 0, 0, 0, 0, 0], 0.0)
    roll: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.roll.default(constant_pad_nd_1, [-2, -2], [1, 2]);  constant_pad_nd_1 = None
    view_10: "f32[1, 2, 4, 2, 4, 16][1024, 512, 128, 64, 16, 1]" = torch.ops.aten.view.default(roll, [1, 2, 4, 2, 4, 16]);  roll = None
    permute_6: "f32[1, 2, 2, 4, 4, 16][1024, 512, 64, 128, 16, 1]" = torch.ops.aten.permute.default(view_10, [0, 1, 3, 2, 4, 5]);  view_10 = None
    clone_9: "f32[1, 2, 2, 4, 4, 16][1024, 512, 256, 64, 16, 1]" = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    _unsafe_view_20: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_9, [4, 16, 16]);  clone_9 = None
    clone_10: "f32[48][1]" = torch.ops.aten.clone.default(features_1_1_attn_qkv_bias_1);  features_1_1_attn_qkv_bias_1 = None
    slice_4: "f32[16][1]@16" = torch.ops.aten.slice.Tensor(clone_10, 0, 16, 32)
    zero_1: "f32[16][1]" = torch.ops.aten.zero.default(slice_4);  slice_4 = None
    t_8: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(features_1_1_attn_qkv_weight_1);  features_1_1_attn_qkv_weight_1 = None
    view_11: "f32[64, 16][16, 1]" = torch.ops.aten.view.default(_unsafe_view_20, [64, 16])
    slice_scatter_1: "f32[48][1]" = torch.ops.aten.slice_scatter.default(clone_10, zero_1, 0, 16, 32);  clone_10 = zero_1 = None
    addmm_2: "f32[64, 48][48, 1]" = torch.ops.aten.addmm.default(slice_scatter_1, view_11, t_8);  slice_scatter_1 = view_11 = t_8 = None
    view_12: "f32[4, 16, 48][768, 48, 1]" = torch.ops.aten.view.default(addmm_2, [4, 16, 48]);  addmm_2 = None
    _reshape_alias_10: "f32[4, 16, 3, 2, 8][768, 48, 16, 8, 1]" = torch.ops.aten._reshape_alias.default(view_12, [4, 16, 3, 2, 8], [768, 48, 16, 8, 1]);  view_12 = None
    permute_7: "f32[3, 4, 2, 16, 8][16, 768, 8, 48, 1]" = torch.ops.aten.permute.default(_reshape_alias_10, [2, 0, 3, 1, 4]);  _reshape_alias_10 = None
    select_3: "f32[4, 2, 16, 8][768, 8, 48, 1]" = torch.ops.aten.select.int(permute_7, 0, 0)
    select_4: "f32[4, 2, 16, 8][768, 8, 48, 1]@16" = torch.ops.aten.select.int(permute_7, 0, 1)
    select_5: "f32[4, 2, 16, 8][768, 8, 48, 1]@32" = torch.ops.aten.select.int(permute_7, 0, 2);  permute_7 = None
    norm_2: "f32[4, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.norm.ScalarOpt_dim(select_3, 2.0, [-1], True)
    clamp_min_2: "f32[4, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.clamp_min.default(norm_2, 1e-12);  norm_2 = None
    expand_6: "f32[4, 2, 16, 8][32, 16, 1, 0]" = torch.ops.aten.expand.default(clamp_min_2, [4, 2, 16, 8]);  clamp_min_2 = None
    div_2: "f32[4, 2, 16, 8][256, 8, 16, 1]" = torch.ops.aten.div.Tensor(select_3, expand_6);  select_3 = expand_6 = None
    norm_3: "f32[4, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.norm.ScalarOpt_dim(select_4, 2.0, [-1], True)
    clamp_min_3: "f32[4, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.clamp_min.default(norm_3, 1e-12);  norm_3 = None
    expand_7: "f32[4, 2, 16, 8][32, 16, 1, 0]" = torch.ops.aten.expand.default(clamp_min_3, [4, 2, 16, 8]);  clamp_min_3 = None
    div_3: "f32[4, 2, 16, 8][256, 8, 16, 1]" = torch.ops.aten.div.Tensor(select_4, expand_7);  select_4 = expand_7 = None
    transpose_2: "f32[4, 2, 8, 16][256, 8, 1, 16]" = torch.ops.aten.transpose.int(div_3, -2, -1);  div_3 = None
    expand_8: "f32[4, 2, 16, 8][256, 8, 16, 1]" = torch.ops.aten.expand.default(div_2, [4, 2, 16, 8]);  div_2 = None
    clone_11: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_21: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_11, [8, 16, 8]);  clone_11 = None
    expand_9: "f32[4, 2, 8, 16][256, 8, 1, 16]" = torch.ops.aten.expand.default(transpose_2, [4, 2, 8, 16]);  transpose_2 = None
    clone_12: "f32[4, 2, 8, 16][256, 128, 16, 1]" = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_22: "f32[8, 8, 16][128, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_12, [8, 8, 16]);  clone_12 = None
    bmm_2: "f32[8, 16, 16][256, 16, 1]" = torch.ops.aten.bmm.default(_unsafe_view_21, _unsafe_view_22);  _unsafe_view_21 = _unsafe_view_22 = None
    _unsafe_view_23: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._unsafe_view.default(bmm_2, [4, 2, 16, 16]);  bmm_2 = None
    clamp_1: "f32[2, 1, 1][1, 1, 1]" = torch.ops.aten.clamp.default(features_1_1_attn_logit_scale_1, None, 4.605170185988092);  features_1_1_attn_logit_scale_1 = None
    exp_1: "f32[2, 1, 1][1, 1, 1]" = torch.ops.aten.exp.default(clamp_1);  clamp_1 = None
    mul_3: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.mul.Tensor(_unsafe_view_23, exp_1);  _unsafe_view_23 = exp_1 = None
    add_7: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.add.Tensor(mul_3, mul_2);  mul_3 = mul_2 = None
    new_zeros: "f32[8, 8][8, 1]" = torch.ops.aten.new_zeros.default(_unsafe_view_20, [8, 8], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False);  _unsafe_view_20 = None
    lift_fresh_copy: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant0);  tensor_constant0 = None
    slice_5: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -4)
    slice_6: "f32[4, 4][8, 1]" = torch.ops.aten.slice.Tensor(slice_5, 1, 0, -4);  slice_5 = None
    fill: "f32[4, 4][4, 1]" = torch.ops.aten.fill.Tensor(slice_6, lift_fresh_copy);  slice_6 = lift_fresh_copy = None
    lift_fresh_copy_1: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant1);  tensor_constant1 = None
    slice_7: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -4)
    slice_8: "f32[4, 2][8, 1]@4" = torch.ops.aten.slice.Tensor(slice_7, 1, -4, -2);  slice_7 = None
    slice_9: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -4)
    slice_scatter_2: "f32[4, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_9, fill, 1, 0, -4);  slice_9 = fill = None
    slice_scatter_3: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(new_zeros, slice_scatter_2, 0, 0, -4);  slice_scatter_2 = None
    slice_10: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(slice_scatter_3, 0, 0, -4)
    slice_11: "f32[4, 2][8, 1]@4" = torch.ops.aten.slice.Tensor(slice_10, 1, -4, -2);  slice_10 = None
    fill_1: "f32[4, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_11, lift_fresh_copy_1);  slice_11 = lift_fresh_copy_1 = None
    lift_fresh_copy_2: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant2);  tensor_constant2 = None
    slice_12: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -4)
    slice_13: "f32[4, 2][8, 1]@6" = torch.ops.aten.slice.Tensor(slice_12, 1, -2, 9223372036854775807);  slice_12 = None
    slice_14: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(slice_scatter_3, 0, 0, -4)
    slice_scatter_4: "f32[4, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_14, fill_1, 1, -4, -2);  slice_14 = fill_1 = None
    slice_scatter_5: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_3, slice_scatter_4, 0, 0, -4);  slice_scatter_3 = slice_scatter_4 = None
    slice_15: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(slice_scatter_5, 0, 0, -4)
    slice_16: "f32[4, 2][8, 1]@6" = torch.ops.aten.slice.Tensor(slice_15, 1, -2, 9223372036854775807);  slice_15 = None
    fill_2: "f32[4, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_16, lift_fresh_copy_2);  slice_16 = lift_fresh_copy_2 = None
    lift_fresh_copy_3: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant3);  tensor_constant3 = None
    slice_17: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(new_zeros, 0, -4, -2)
    slice_18: "f32[2, 4][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_17, 1, 0, -4);  slice_17 = None
    slice_19: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(slice_scatter_5, 0, 0, -4)
    slice_scatter_6: "f32[4, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_19, fill_2, 1, -2, 9223372036854775807);  slice_19 = fill_2 = None
    slice_scatter_7: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_5, slice_scatter_6, 0, 0, -4);  slice_scatter_5 = slice_scatter_6 = None
    slice_20: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_7, 0, -4, -2)
    slice_21: "f32[2, 4][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_20, 1, 0, -4);  slice_20 = None
    fill_3: "f32[2, 4][4, 1]" = torch.ops.aten.fill.Tensor(slice_21, lift_fresh_copy_3);  slice_21 = lift_fresh_copy_3 = None
    lift_fresh_copy_4: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant4);  tensor_constant4 = None
    slice_22: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(new_zeros, 0, -4, -2)
    slice_23: "f32[2, 2][8, 1]@36" = torch.ops.aten.slice.Tensor(slice_22, 1, -4, -2);  slice_22 = None
    slice_24: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_7, 0, -4, -2)
    slice_scatter_8: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_24, fill_3, 1, 0, -4);  slice_24 = fill_3 = None
    slice_scatter_9: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_7, slice_scatter_8, 0, -4, -2);  slice_scatter_7 = slice_scatter_8 = None
    slice_25: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_9, 0, -4, -2)
    slice_26: "f32[2, 2][8, 1]@36" = torch.ops.aten.slice.Tensor(slice_25, 1, -4, -2);  slice_25 = None
    fill_4: "f32[2, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_26, lift_fresh_copy_4);  slice_26 = lift_fresh_copy_4 = None
    lift_fresh_copy_5: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant5);  tensor_constant5 = None
    slice_27: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(new_zeros, 0, -4, -2)
    slice_28: "f32[2, 2][8, 1]@38" = torch.ops.aten.slice.Tensor(slice_27, 1, -2, 9223372036854775807);  slice_27 = None
    slice_29: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_9, 0, -4, -2)
    slice_scatter_10: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_29, fill_4, 1, -4, -2);  slice_29 = fill_4 = None
    slice_scatter_11: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_9, slice_scatter_10, 0, -4, -2);  slice_scatter_9 = slice_scatter_10 = None
    slice_30: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_11, 0, -4, -2)
    slice_31: "f32[2, 2][8, 1]@38" = torch.ops.aten.slice.Tensor(slice_30, 1, -2, 9223372036854775807);  slice_30 = None
    fill_5: "f32[2, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_31, lift_fresh_copy_5);  slice_31 = lift_fresh_copy_5 = None
    lift_fresh_copy_6: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant6);  tensor_constant6 = None
    slice_32: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(new_zeros, 0, -2, 9223372036854775807)
    slice_33: "f32[2, 4][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_32, 1, 0, -4);  slice_32 = None
    slice_34: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_11, 0, -4, -2)
    slice_scatter_12: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_34, fill_5, 1, -2, 9223372036854775807);  slice_34 = fill_5 = None
    slice_scatter_13: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_11, slice_scatter_12, 0, -4, -2);  slice_scatter_11 = slice_scatter_12 = None
    slice_35: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_13, 0, -2, 9223372036854775807)
    slice_36: "f32[2, 4][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_35, 1, 0, -4);  slice_35 = None
    fill_6: "f32[2, 4][4, 1]" = torch.ops.aten.fill.Tensor(slice_36, lift_fresh_copy_6);  slice_36 = lift_fresh_copy_6 = None
    lift_fresh_copy_7: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant7);  tensor_constant7 = None
    slice_37: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(new_zeros, 0, -2, 9223372036854775807)
    slice_38: "f32[2, 2][8, 1]@52" = torch.ops.aten.slice.Tensor(slice_37, 1, -4, -2);  slice_37 = None
    slice_39: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_13, 0, -2, 9223372036854775807)
    slice_scatter_14: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_39, fill_6, 1, 0, -4);  slice_39 = fill_6 = None
    slice_scatter_15: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_13, slice_scatter_14, 0, -2, 9223372036854775807);  slice_scatter_13 = slice_scatter_14 = None
    slice_40: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_15, 0, -2, 9223372036854775807)
    slice_41: "f32[2, 2][8, 1]@52" = torch.ops.aten.slice.Tensor(slice_40, 1, -4, -2);  slice_40 = None
    fill_7: "f32[2, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_41, lift_fresh_copy_7);  slice_41 = lift_fresh_copy_7 = None
    lift_fresh_copy_8: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant8);  tensor_constant8 = None
    slice_42: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(new_zeros, 0, -2, 9223372036854775807)
    slice_43: "f32[2, 2][8, 1]@54" = torch.ops.aten.slice.Tensor(slice_42, 1, -2, 9223372036854775807);  slice_42 = None
    slice_44: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_15, 0, -2, 9223372036854775807)
    slice_scatter_16: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_44, fill_7, 1, -4, -2);  slice_44 = fill_7 = None
    slice_scatter_17: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_15, slice_scatter_16, 0, -2, 9223372036854775807);  slice_scatter_15 = slice_scatter_16 = None
    slice_45: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_17, 0, -2, 9223372036854775807)
    slice_46: "f32[2, 2][8, 1]@54" = torch.ops.aten.slice.Tensor(slice_45, 1, -2, 9223372036854775807);  slice_45 = None
    fill_8: "f32[2, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_46, lift_fresh_copy_8);  slice_46 = lift_fresh_copy_8 = None
    view_13: "f32[2, 4, 2, 4][32, 8, 4, 1]" = torch.ops.aten.view.default(new_zeros, [2, 4, 2, 4]);  new_zeros = None
    permute_8: "f32[2, 2, 4, 4][32, 4, 8, 1]" = torch.ops.aten.permute.default(view_13, [0, 2, 1, 3]);  view_13 = None
    slice_47: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_17, 0, -2, 9223372036854775807)
    slice_scatter_18: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_47, fill_8, 1, -2, 9223372036854775807);  slice_47 = fill_8 = None
    slice_scatter_19: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_17, slice_scatter_18, 0, -2, 9223372036854775807);  slice_scatter_17 = slice_scatter_18 = None
    view_14: "f32[2, 4, 2, 4][32, 8, 4, 1]" = torch.ops.aten.view.default(slice_scatter_19, [2, 4, 2, 4]);  slice_scatter_19 = None
    permute_9: "f32[2, 2, 4, 4][32, 4, 8, 1]" = torch.ops.aten.permute.default(view_14, [0, 2, 1, 3]);  view_14 = None
    clone_13: "f32[2, 2, 4, 4][32, 16, 4, 1]" = torch.ops.aten.clone.default(permute_9, memory_format = torch.contiguous_format);  permute_9 = None
    _unsafe_view_24: "f32[4, 16][16, 1]" = torch.ops.aten._unsafe_view.default(clone_13, [4, 16]);  clone_13 = None
    unsqueeze_2: "f32[4, 1, 16][16, 16, 1]" = torch.ops.aten.unsqueeze.default(_unsafe_view_24, 1)
    unsqueeze_3: "f32[4, 16, 1][16, 1, 1]" = torch.ops.aten.unsqueeze.default(_unsafe_view_24, 2);  _unsafe_view_24 = None
    sub: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten.sub.Tensor(unsqueeze_2, unsqueeze_3);  unsqueeze_2 = unsqueeze_3 = None
    ne: "b8[4, 16, 16][256, 16, 1]" = torch.ops.aten.ne.Scalar(sub, 0)
    masked_fill: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten.masked_fill.Scalar(sub, ne, -100.0);  ne = None
    eq: "b8[4, 16, 16][256, 16, 1]" = torch.ops.aten.eq.Scalar(sub, 0);  sub = None
    masked_fill_1: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten.masked_fill.Scalar(masked_fill, eq, 0.0);  masked_fill = eq = None
    view_15: "f32[1, 4, 2, 16, 16][2048, 512, 256, 16, 1]" = torch.ops.aten.view.default(add_7, [1, 4, 2, 16, 16]);  add_7 = None
    unsqueeze_4: "f32[4, 1, 16, 16][256, 256, 16, 1]" = torch.ops.aten.unsqueeze.default(masked_fill_1, 1);  masked_fill_1 = None
    unsqueeze_5: "f32[1, 4, 1, 16, 16][1024, 256, 256, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 0);  unsqueeze_4 = None
    add_8: "f32[1, 4, 2, 16, 16][2048, 512, 256, 16, 1]" = torch.ops.aten.add.Tensor(view_15, unsqueeze_5);  view_15 = unsqueeze_5 = None
    view_16: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.view.default(add_8, [-1, 2, 16, 16]);  add_8 = None
    _softmax_1: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._softmax.default(view_16, -1, False);  view_16 = None
    expand_10: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.expand.default(_softmax_1, [4, 2, 16, 16]);  _softmax_1 = None
    _reshape_alias_11: "f32[8, 16, 16][256, 16, 1]" = torch.ops.aten._reshape_alias.default(expand_10, [8, 16, 16], [256, 16, 1]);  expand_10 = None
    expand_11: "f32[4, 2, 16, 8][768, 8, 48, 1]@32" = torch.ops.aten.expand.default(select_5, [4, 2, 16, 8]);  select_5 = None
    clone_14: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_25: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_14, [8, 16, 8]);  clone_14 = None
    bmm_3: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten.bmm.default(_reshape_alias_11, _unsafe_view_25);  _reshape_alias_11 = _unsafe_view_25 = None
    _unsafe_view_26: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten._unsafe_view.default(bmm_3, [4, 2, 16, 8]);  bmm_3 = None
    transpose_3: "f32[4, 16, 2, 8][256, 8, 128, 1]" = torch.ops.aten.transpose.int(_unsafe_view_26, 1, 2);  _unsafe_view_26 = None
    clone_15: "f32[4, 16, 2, 8][256, 16, 8, 1]" = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format);  transpose_3 = None
    _unsafe_view_27: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_15, [4, 16, 16]);  clone_15 = None
    t_9: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(features_1_1_attn_proj_weight_1);  features_1_1_attn_proj_weight_1 = None
    view_17: "f32[64, 16][16, 1]" = torch.ops.aten.view.default(_unsafe_view_27, [64, 16]);  _unsafe_view_27 = None
    addmm_3: "f32[64, 16][16, 1]" = torch.ops.aten.addmm.default(features_1_1_attn_proj_bias_1, view_17, t_9);  features_1_1_attn_proj_bias_1 = view_17 = t_9 = None
    view_18: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten.view.default(addmm_3, [4, 16, 16]);  addmm_3 = None
    view_19: "f32[1, 2, 2, 4, 4, 16][1024, 512, 256, 64, 16, 1]" = torch.ops.aten.view.default(view_18, [1, 2, 2, 4, 4, 16]);  view_18 = None
    permute_10: "f32[1, 2, 4, 2, 4, 16][1024, 512, 64, 256, 16, 1]" = torch.ops.aten.permute.default(view_19, [0, 1, 3, 2, 4, 5]);  view_19 = None
    clone_16: "f32[1, 2, 4, 2, 4, 16][1024, 512, 128, 64, 16, 1]" = torch.ops.aten.clone.default(permute_10, memory_format = torch.contiguous_format);  permute_10 = None
    _unsafe_view_28: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_16, [1, 8, 8, 16]);  clone_16 = None
    roll_1: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.roll.default(_unsafe_view_28, [2, 2], [1, 2]);  _unsafe_view_28 = None
    slice_48: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.slice.Tensor(roll_1, 0, 0, 9223372036854775807);  roll_1 = None
    slice_49: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.slice.Tensor(slice_48, 3, 0, 9223372036854775807);  slice_48 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(slice_49, [16], features_1_1_norm1_weight_1, features_1_1_norm1_bias_1, 1e-05);  slice_49 = features_1_1_norm1_weight_1 = features_1_1_norm1_bias_1 = None
    getitem_9: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = native_layer_norm_3[0]
    getitem_10: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_3[1]
    getitem_11: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None
    add_9: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(add_5, getitem_9);  add_5 = getitem_9 = None
    t_10: "f32[16, 64][1, 16]" = torch.ops.aten.t.default(features_1_1_mlp_0_weight_1);  features_1_1_mlp_0_weight_1 = None
    _reshape_alias_12: "f32[64, 16][16, 1]" = torch.ops.aten._reshape_alias.default(add_9, [64, 16], [16, 1])
    mm_6: "f32[64, 64][64, 1]" = torch.ops.aten.mm.default(_reshape_alias_12, t_10);  _reshape_alias_12 = t_10 = None
    _unsafe_view_29: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten._unsafe_view.default(mm_6, [1, 8, 8, 64]);  mm_6 = None
    add_10: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_29, features_1_1_mlp_0_bias_1);  _unsafe_view_29 = features_1_1_mlp_0_bias_1 = None
    gelu_1: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten.gelu.default(add_10);  add_10 = None
    t_11: "f32[64, 16][1, 64]" = torch.ops.aten.t.default(features_1_1_mlp_3_weight_1);  features_1_1_mlp_3_weight_1 = None
    _reshape_alias_13: "f32[64, 64][64, 1]" = torch.ops.aten._reshape_alias.default(gelu_1, [64, 64], [64, 1]);  gelu_1 = None
    mm_7: "f32[64, 16][16, 1]" = torch.ops.aten.mm.default(_reshape_alias_13, t_11);  _reshape_alias_13 = t_11 = None
    _unsafe_view_30: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten._unsafe_view.default(mm_7, [1, 8, 8, 16]);  mm_7 = None
    add_11: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_30, features_1_1_mlp_3_bias_1);  _unsafe_view_30 = features_1_1_mlp_3_bias_1 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_11, [16], features_1_1_norm2_weight_1, features_1_1_norm2_bias_1, 1e-05);  add_11 = features_1_1_norm2_weight_1 = features_1_1_norm2_bias_1 = None
    getitem_12: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = native_layer_norm_4[0]
    getitem_13: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_4[1]
    getitem_14: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None
    add_12: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(add_9, getitem_12);  add_9 = getitem_12 = None
    constant_pad_nd_2: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.constant_pad_nd.default(add_12, [0, 0, 0, 0, 0, 0], 0.0);  add_12 = None
    slice_50: "f32[1, 4, 8, 16][1024, 256, 16, 1]" = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 0, 9223372036854775807, 2)
    slice_51: "f32[1, 4, 4, 16][1024, 256, 32, 1]" = torch.ops.aten.slice.Tensor(slice_50, 2, 0, 9223372036854775807, 2);  slice_50 = None
    slice_52: "f32[1, 4, 4, 16][1024, 256, 32, 1]" = torch.ops.aten.slice.Tensor(slice_51, 3, 0, 9223372036854775807);  slice_51 = None
    slice_53: "f32[1, 4, 8, 16][1024, 256, 16, 1]@128" = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 1, 9223372036854775807, 2)
    slice_54: "f32[1, 4, 4, 16][1024, 256, 32, 1]@128" = torch.ops.aten.slice.Tensor(slice_53, 2, 0, 9223372036854775807, 2);  slice_53 = None
    slice_55: "f32[1, 4, 4, 16][1024, 256, 32, 1]@128" = torch.ops.aten.slice.Tensor(slice_54, 3, 0, 9223372036854775807);  slice_54 = None
    slice_56: "f32[1, 4, 8, 16][1024, 256, 16, 1]" = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 0, 9223372036854775807, 2)
    slice_57: "f32[1, 4, 4, 16][1024, 256, 32, 1]@16" = torch.ops.aten.slice.Tensor(slice_56, 2, 1, 9223372036854775807, 2);  slice_56 = None
    slice_58: "f32[1, 4, 4, 16][1024, 256, 32, 1]@16" = torch.ops.aten.slice.Tensor(slice_57, 3, 0, 9223372036854775807);  slice_57 = None
    slice_59: "f32[1, 4, 8, 16][1024, 256, 16, 1]@128" = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 1, 9223372036854775807, 2);  constant_pad_nd_2 = None
    slice_60: "f32[1, 4, 4, 16][1024, 256, 32, 1]@144" = torch.ops.aten.slice.Tensor(slice_59, 2, 1, 9223372036854775807, 2);  slice_59 = None
    slice_61: "f32[1, 4, 4, 16][1024, 256, 32, 1]@144" = torch.ops.aten.slice.Tensor(slice_60, 3, 0, 9223372036854775807);  slice_60 = None
    cat: "f32[1, 4, 4, 64][1024, 256, 64, 1]" = torch.ops.aten.cat.default([slice_52, slice_55, slice_58, slice_61], -1);  slice_52 = slice_55 = slice_58 = slice_61 = None
    t_12: "f32[64, 32][1, 64]" = torch.ops.aten.t.default(features_2_reduction_weight_1);  features_2_reduction_weight_1 = None
    _reshape_alias_14: "f32[16, 64][64, 1]" = torch.ops.aten._reshape_alias.default(cat, [16, 64], [64, 1]);  cat = None
    mm_8: "f32[16, 32][32, 1]" = torch.ops.aten.mm.default(_reshape_alias_14, t_12);  _reshape_alias_14 = t_12 = None
    _unsafe_view_31: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten._unsafe_view.default(mm_8, [1, 4, 4, 32]);  mm_8 = None
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(_unsafe_view_31, [32], features_2_norm_weight_1, features_2_norm_bias_1, 1e-05);  _unsafe_view_31 = features_2_norm_weight_1 = features_2_norm_bias_1 = None
    getitem_15: "f32[1, 4, 4, 32][512, 128, 32, 1]" = native_layer_norm_5[0]
    getitem_16: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_5[1]
    getitem_17: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_5[2];  native_layer_norm_5 = None
    t_13: "f32[2, 512][1, 2]" = torch.ops.aten.t.default(features_3_0_attn_cpb_mlp_0_weight_1);  features_3_0_attn_cpb_mlp_0_weight_1 = None
    _reshape_alias_15: "f32[49, 2][2, 1]" = torch.ops.aten._reshape_alias.default(features_3_0_attn_relative_coords_table_1, [49, 2], [2, 1]);  features_3_0_attn_relative_coords_table_1 = None
    mm_9: "f32[49, 512][512, 1]" = torch.ops.aten.mm.default(_reshape_alias_15, t_13);  _reshape_alias_15 = t_13 = None
    _unsafe_view_32: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten._unsafe_view.default(mm_9, [1, 7, 7, 512]);  mm_9 = None
    add_13: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_32, features_3_0_attn_cpb_mlp_0_bias_1);  _unsafe_view_32 = features_3_0_attn_cpb_mlp_0_bias_1 = None
    relu_2: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten.relu.default(add_13)
    t_14: "f32[512, 2][1, 512]" = torch.ops.aten.t.default(features_3_0_attn_cpb_mlp_2_weight_1);  features_3_0_attn_cpb_mlp_2_weight_1 = None
    _reshape_alias_16: "f32[49, 512][512, 1]" = torch.ops.aten._reshape_alias.default(relu_2, [49, 512], [512, 1])
    _unsafe_view_33: "f32[49, 512][512, 1]" = torch.ops.aten._unsafe_view.default(add_13, [49, 512]);  add_13 = None
    _unsafe_view_34: "f32[49, 512][512, 1]" = torch.ops.aten._unsafe_view.default(relu_2, [49, 512]);  relu_2 = None
    _unsafe_view_35: "f32[1, 7, 7, 512][25088, 3584, 512, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_34, [1, 7, 7, 512]);  _unsafe_view_34 = None
    _reshape_alias_17: "f32[49, 512][512, 1]" = torch.ops.aten._reshape_alias.default(_unsafe_view_35, [49, 512], [512, 1]);  _unsafe_view_35 = None
    mm_10: "f32[49, 2][2, 1]" = torch.ops.aten.mm.default(_reshape_alias_17, t_14);  _reshape_alias_17 = t_14 = None
    _unsafe_view_36: "f32[1, 7, 7, 2][98, 14, 2, 1]" = torch.ops.aten._unsafe_view.default(mm_10, [1, 7, 7, 2]);  mm_10 = None
    view_20: "f32[49, 2][2, 1]" = torch.ops.aten.view.default(_unsafe_view_36, [-1, 2]);  _unsafe_view_36 = None
    index_2: "f32[256, 2][2, 1]" = torch.ops.aten.index.Tensor(view_20, [features_3_0_attn_relative_position_index_1]);  view_20 = features_3_0_attn_relative_position_index_1 = None
    view_21: "f32[16, 16, 2][32, 2, 1]" = torch.ops.aten.view.default(index_2, [16, 16, -1]);  index_2 = None
    permute_11: "f32[2, 16, 16][1, 32, 2]" = torch.ops.aten.permute.default(view_21, [2, 0, 1]);  view_21 = None
    clone_17: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten.clone.default(permute_11, memory_format = torch.contiguous_format);  permute_11 = None
    unsqueeze_6: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.unsqueeze.default(clone_17, 0);  clone_17 = None
    sigmoid_2: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.sigmoid.default(unsqueeze_6);  unsqueeze_6 = None
    mul_4: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.mul.Tensor(sigmoid_2, 16);  sigmoid_2 = None
    constant_pad_nd_3: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.constant_pad_nd.default(getitem_15, [0, 0, 0, 0, 0, 0], 0.0)
    view_22: "f32[1, 1, 4, 1, 4, 32][512, 512, 128, 128, 32, 1]" = torch.ops.aten.view.default(constant_pad_nd_3, [1, 1, 4, 1, 4, 32]);  constant_pad_nd_3 = None
    permute_12: "f32[1, 1, 1, 4, 4, 32][512, 512, 128, 128, 32, 1]" = torch.ops.aten.permute.default(view_22, [0, 1, 3, 2, 4, 5]);  view_22 = None
    _reshape_alias_18: "f32[1, 16, 32][512, 32, 1]" = torch.ops.aten._reshape_alias.default(permute_12, [1, 16, 32], [512, 32, 1]);  permute_12 = None
    clone_18: "f32[96][1]" = torch.ops.aten.clone.default(features_3_0_attn_qkv_bias_1);  features_3_0_attn_qkv_bias_1 = None
    slice_62: "f32[32][1]@32" = torch.ops.aten.slice.Tensor(clone_18, 0, 32, 64)
    zero_2: "f32[32][1]" = torch.ops.aten.zero.default(slice_62);  slice_62 = None
    t_15: "f32[32, 96][1, 32]" = torch.ops.aten.t.default(features_3_0_attn_qkv_weight_1);  features_3_0_attn_qkv_weight_1 = None
    view_23: "f32[16, 32][32, 1]" = torch.ops.aten.view.default(_reshape_alias_18, [16, 32]);  _reshape_alias_18 = None
    slice_scatter_20: "f32[96][1]" = torch.ops.aten.slice_scatter.default(clone_18, zero_2, 0, 32, 64);  clone_18 = zero_2 = None
    addmm_4: "f32[16, 96][96, 1]" = torch.ops.aten.addmm.default(slice_scatter_20, view_23, t_15);  slice_scatter_20 = view_23 = t_15 = None
    view_24: "f32[1, 16, 96][1536, 96, 1]" = torch.ops.aten.view.default(addmm_4, [1, 16, 96]);  addmm_4 = None
    _reshape_alias_19: "f32[1, 16, 3, 2, 16][1536, 96, 32, 16, 1]" = torch.ops.aten._reshape_alias.default(view_24, [1, 16, 3, 2, 16], [1536, 96, 32, 16, 1]);  view_24 = None
    permute_13: "f32[3, 1, 2, 16, 16][32, 1536, 16, 96, 1]" = torch.ops.aten.permute.default(_reshape_alias_19, [2, 0, 3, 1, 4]);  _reshape_alias_19 = None
    select_6: "f32[1, 2, 16, 16][1536, 16, 96, 1]" = torch.ops.aten.select.int(permute_13, 0, 0)
    select_7: "f32[1, 2, 16, 16][1536, 16, 96, 1]@32" = torch.ops.aten.select.int(permute_13, 0, 1)
    select_8: "f32[1, 2, 16, 16][1536, 16, 96, 1]@64" = torch.ops.aten.select.int(permute_13, 0, 2);  permute_13 = None
    norm_4: "f32[1, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.norm.ScalarOpt_dim(select_6, 2.0, [-1], True)
    clamp_min_4: "f32[1, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.clamp_min.default(norm_4, 1e-12);  norm_4 = None
    expand_12: "f32[1, 2, 16, 16][32, 16, 1, 0]" = torch.ops.aten.expand.default(clamp_min_4, [1, 2, 16, 16]);  clamp_min_4 = None
    div_4: "f32[1, 2, 16, 16][512, 16, 32, 1]" = torch.ops.aten.div.Tensor(select_6, expand_12);  select_6 = expand_12 = None
    norm_5: "f32[1, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.norm.ScalarOpt_dim(select_7, 2.0, [-1], True)
    clamp_min_5: "f32[1, 2, 16, 1][32, 16, 1, 1]" = torch.ops.aten.clamp_min.default(norm_5, 1e-12);  norm_5 = None
    expand_13: "f32[1, 2, 16, 16][32, 16, 1, 0]" = torch.ops.aten.expand.default(clamp_min_5, [1, 2, 16, 16]);  clamp_min_5 = None
    div_5: "f32[1, 2, 16, 16][512, 16, 32, 1]" = torch.ops.aten.div.Tensor(select_7, expand_13);  select_7 = expand_13 = None
    transpose_4: "f32[1, 2, 16, 16][512, 16, 1, 32]" = torch.ops.aten.transpose.int(div_5, -2, -1);  div_5 = None
    expand_14: "f32[1, 2, 16, 16][512, 16, 32, 1]" = torch.ops.aten.expand.default(div_4, [1, 2, 16, 16]);  div_4 = None
    _reshape_alias_20: "f32[2, 16, 16][16, 32, 1]" = torch.ops.aten._reshape_alias.default(expand_14, [2, 16, 16], [16, 32, 1]);  expand_14 = None
    expand_15: "f32[1, 2, 16, 16][512, 16, 1, 32]" = torch.ops.aten.expand.default(transpose_4, [1, 2, 16, 16]);  transpose_4 = None
    _reshape_alias_21: "f32[2, 16, 16][16, 1, 32]" = torch.ops.aten._reshape_alias.default(expand_15, [2, 16, 16], [16, 1, 32]);  expand_15 = None
    bmm_4: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten.bmm.default(_reshape_alias_20, _reshape_alias_21);  _reshape_alias_20 = _reshape_alias_21 = None
    _unsafe_view_37: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._unsafe_view.default(bmm_4, [1, 2, 16, 16]);  bmm_4 = None
    clamp_2: "f32[2, 1, 1][1, 1, 1]" = torch.ops.aten.clamp.default(features_3_0_attn_logit_scale_1, None, 4.605170185988092);  features_3_0_attn_logit_scale_1 = None
    exp_2: "f32[2, 1, 1][1, 1, 1]" = torch.ops.aten.exp.default(clamp_2);  clamp_2 = None
    mul_5: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.mul.Tensor(_unsafe_view_37, exp_2);  _unsafe_view_37 = exp_2 = None
    add_14: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.add.Tensor(mul_5, mul_4);  mul_5 = mul_4 = None
    _softmax_2: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._softmax.default(add_14, -1, False);  add_14 = None
    expand_16: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.expand.default(_softmax_2, [1, 2, 16, 16]);  _softmax_2 = None
    _reshape_alias_22: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten._reshape_alias.default(expand_16, [2, 16, 16], [256, 16, 1]);  expand_16 = None
    expand_17: "f32[1, 2, 16, 16][1536, 16, 96, 1]@64" = torch.ops.aten.expand.default(select_8, [1, 2, 16, 16]);  select_8 = None
    _reshape_alias_23: "f32[2, 16, 16][16, 96, 1]@64" = torch.ops.aten._reshape_alias.default(expand_17, [2, 16, 16], [16, 96, 1]);  expand_17 = None
    bmm_5: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten.bmm.default(_reshape_alias_22, _reshape_alias_23);  _reshape_alias_22 = _reshape_alias_23 = None
    _unsafe_view_38: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._unsafe_view.default(bmm_5, [1, 2, 16, 16]);  bmm_5 = None
    transpose_5: "f32[1, 16, 2, 16][512, 16, 256, 1]" = torch.ops.aten.transpose.int(_unsafe_view_38, 1, 2);  _unsafe_view_38 = None
    clone_19: "f32[1, 16, 2, 16][512, 32, 16, 1]" = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    _unsafe_view_39: "f32[1, 16, 32][512, 32, 1]" = torch.ops.aten._unsafe_view.default(clone_19, [1, 16, 32]);  clone_19 = None
    t_16: "f32[32, 32][1, 32]" = torch.ops.aten.t.default(features_3_0_attn_proj_weight_1);  features_3_0_attn_proj_weight_1 = None
    view_25: "f32[16, 32][32, 1]" = torch.ops.aten.view.default(_unsafe_view_39, [16, 32]);  _unsafe_view_39 = None
    addmm_5: "f32[16, 32][32, 1]" = torch.ops.aten.addmm.default(features_3_0_attn_proj_bias_1, view_25, t_16);  features_3_0_attn_proj_bias_1 = view_25 = t_16 = None
    view_26: "f32[1, 16, 32][512, 32, 1]" = torch.ops.aten.view.default(addmm_5, [1, 16, 32]);  addmm_5 = None
    view_27: "f32[1, 1, 1, 4, 4, 32][512, 512, 512, 128, 32, 1]" = torch.ops.aten.view.default(view_26, [1, 1, 1, 4, 4, 32]);  view_26 = None
    permute_14: "f32[1, 1, 4, 1, 4, 32][512, 512, 128, 512, 32, 1]" = torch.ops.aten.permute.default(view_27, [0, 1, 3, 2, 4, 5]);  view_27 = None
    _reshape_alias_24: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten._reshape_alias.default(permute_14, [1, 4, 4, 32], [512, 128, 32, 1]);  permute_14 = None
    slice_63: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.slice.Tensor(_reshape_alias_24, 0, 0, 9223372036854775807);  _reshape_alias_24 = None
    slice_64: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.slice.Tensor(slice_63, 3, 0, 9223372036854775807);  slice_63 = None
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(slice_64, [32], features_3_0_norm1_weight_1, features_3_0_norm1_bias_1, 1e-05);  slice_64 = features_3_0_norm1_weight_1 = features_3_0_norm1_bias_1 = None
    getitem_18: "f32[1, 4, 4, 32][512, 128, 32, 1]" = native_layer_norm_6[0]
    getitem_19: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_6[1]
    getitem_20: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_6[2];  native_layer_norm_6 = None
    add_15: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.add.Tensor(getitem_15, getitem_18);  getitem_15 = getitem_18 = None
    t_17: "f32[32, 128][1, 32]" = torch.ops.aten.t.default(features_3_0_mlp_0_weight_1);  features_3_0_mlp_0_weight_1 = None
    _reshape_alias_25: "f32[16, 32][32, 1]" = torch.ops.aten._reshape_alias.default(add_15, [16, 32], [32, 1])
    mm_11: "f32[16, 128][128, 1]" = torch.ops.aten.mm.default(_reshape_alias_25, t_17);  _reshape_alias_25 = t_17 = None
    _unsafe_view_40: "f32[1, 4, 4, 128][2048, 512, 128, 1]" = torch.ops.aten._unsafe_view.default(mm_11, [1, 4, 4, 128]);  mm_11 = None
    add_16: "f32[1, 4, 4, 128][2048, 512, 128, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_40, features_3_0_mlp_0_bias_1);  _unsafe_view_40 = features_3_0_mlp_0_bias_1 = None
    gelu_2: "f32[1, 4, 4, 128][2048, 512, 128, 1]" = torch.ops.aten.gelu.default(add_16);  add_16 = None
    t_18: "f32[128, 32][1, 128]" = torch.ops.aten.t.default(features_3_0_mlp_3_weight_1);  features_3_0_mlp_3_weight_1 = None
    _reshape_alias_26: "f32[16, 128][128, 1]" = torch.ops.aten._reshape_alias.default(gelu_2, [16, 128], [128, 1]);  gelu_2 = None
    mm_12: "f32[16, 32][32, 1]" = torch.ops.aten.mm.default(_reshape_alias_26, t_18);  _reshape_alias_26 = t_18 = None
    _unsafe_view_41: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten._unsafe_view.default(mm_12, [1, 4, 4, 32]);  mm_12 = None
    add_17: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_41, features_3_0_mlp_3_bias_1);  _unsafe_view_41 = features_3_0_mlp_3_bias_1 = None
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_17, [32], features_3_0_norm2_weight_1, features_3_0_norm2_bias_1, 1e-05);  add_17 = features_3_0_norm2_weight_1 = features_3_0_norm2_bias_1 = None
    getitem_21: "f32[1, 4, 4, 32][512, 128, 32, 1]" = native_layer_norm_7[0]
    getitem_22: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_7[1]
    getitem_23: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_7[2];  native_layer_norm_7 = None
    add_18: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.add.Tensor(add_15, getitem_21);  add_15 = getitem_21 = None
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_18, [32], norm_weight_1, norm_bias_1, 1e-05);  add_18 = norm_weight_1 = norm_bias_1 = None
    getitem_24: "f32[1, 4, 4, 32][512, 128, 32, 1]" = native_layer_norm_8[0]
    getitem_25: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_8[1]
    getitem_26: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_8[2];  native_layer_norm_8 = None
    permute_15: "f32[1, 32, 4, 4][512, 1, 128, 32]" = torch.ops.aten.permute.default(getitem_24, [0, 3, 1, 2]);  getitem_24 = None
    mean: "f32[1, 32, 1, 1][32, 1, 1, 1]" = torch.ops.aten.mean.dim(permute_15, [-1, -2], True);  permute_15 = None
    as_strided: "f32[1, 32, 1, 1][32, 1, 32, 32]" = torch.ops.aten.as_strided.default(mean, [1, 32, 1, 1], [32, 1, 32, 32]);  mean = None
    _reshape_alias_27: "f32[1, 32][32, 1]" = torch.ops.aten._reshape_alias.default(as_strided, [1, 32], [32, 1]);  as_strided = None
    t_19: "f32[32, 10][1, 32]" = torch.ops.aten.t.default(head_weight_1);  head_weight_1 = None
    addmm_6: "f32[1, 10][10, 1]" = torch.ops.aten.addmm.default(head_bias_1, _reshape_alias_27, t_19);  head_bias_1 = _reshape_alias_27 = t_19 = None
    return addmm_6
