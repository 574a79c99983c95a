# torchvision_swin_small (eval mode): torchvision SwinTransformer(patch_size=[4, 4], embed_dim=16, depths=[2, 1], num_heads=[2, 2], window_size=[4, 4], num_classes=10) on 1x3x32x32: shifted-window attention with relative position bias; the second stage (4x4 tokens) is a single window
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
# the last 9 inputs (tensor_constant0, tensor_constant1, tensor_constant2, tensor_constant3, tensor_constant4, tensor_constant5, tensor_constant6, tensor_constant7, tensor_constant8) hold tensor constants of the traced program
def forward(self, features_0_0_weight_1: "f32[16, 3, 4, 4]", features_0_0_bias_1: "f32[16]", features_0_2_weight_1: "f32[16]", features_0_2_bias_1: "f32[16]", features_1_0_norm1_weight_1: "f32[16]", features_1_0_norm1_bias_1: "f32[16]", features_1_0_attn_relative_position_bias_table_1: "f32[49, 2]", features_1_0_attn_qkv_weight_1: "f32[48, 16]", features_1_0_attn_qkv_bias_1: "f32[48]", features_1_0_attn_proj_weight_1: "f32[16, 16]", features_1_0_attn_proj_bias_1: "f32[16]", features_1_0_norm2_weight_1: "f32[16]", features_1_0_norm2_bias_1: "f32[16]", features_1_0_mlp_0_weight_1: "f32[64, 16]", features_1_0_mlp_0_bias_1: "f32[64]", features_1_0_mlp_3_weight_1: "f32[16, 64]", features_1_0_mlp_3_bias_1: "f32[16]", features_1_1_norm1_weight_1: "f32[16]", features_1_1_norm1_bias_1: "f32[16]", features_1_1_attn_relative_position_bias_table_1: "f32[49, 2]", features_1_1_attn_qkv_weight_1: "f32[48, 16]", features_1_1_attn_qkv_bias_1: "f32[48]", features_1_1_attn_proj_weight_1: "f32[16, 16]", features_1_1_attn_proj_bias_1: "f32[16]", features_1_1_norm2_weight_1: "f32[16]", features_1_1_norm2_bias_1: "f32[16]", features_1_1_mlp_0_weight_1: "f32[64, 16]", features_1_1_mlp_0_bias_1: "f32[64]", features_1_1_mlp_3_weight_1: "f32[16, 64]", features_1_1_mlp_3_bias_1: "f32[16]", features_2_reduction_weight_1: "f32[32, 64]", features_2_norm_weight_1: "f32[64]", features_2_norm_bias_1: "f32[64]", features_3_0_norm1_weight_1: "f32[32]", features_3_0_norm1_bias_1: "f32[32]", features_3_0_attn_relative_position_bias_table_1: "f32[49, 2]", features_3_0_attn_qkv_weight_1: "f32[96, 32]", features_3_0_attn_qkv_bias_1: "f32[96]", features_3_0_attn_proj_weight_1: "f32[32, 32]", features_3_0_attn_proj_bias_1: "f32[32]", features_3_0_norm2_weight_1: "f32[32]", features_3_0_norm2_bias_1: "f32[32]", features_3_0_mlp_0_weight_1: "f32[128, 32]", features_3_0_mlp_0_bias_1: "f32[128]", features_3_0_mlp_3_weight_1: "f32[32, 128]", features_3_0_mlp_3_bias_1: "f32[32]", norm_weight_1: "f32[32]", norm_bias_1: "f32[32]", head_weight_1: "f32[10, 32]", head_bias_1: "f32[10]", features_1_0_attn_relative_position_index_1: "i64[256]", features_1_1_attn_relative_position_index_1: "i64[256]", features_3_0_attn_relative_position_index_1: "i64[256]", x_1: "f32[1, 3, 32, 32]", tensor_constant0: "f32[]", tensor_constant1: "f32[]", tensor_constant2: "f32[]", tensor_constant3: "f32[]", tensor_constant4: "f32[]", tensor_constant5: "f32[]", tensor_constant6: "f32[]", tensor_constant7: "f32[]", tensor_constant8: "f32[]"):
    convolution: "f32[1, 16, 8, 8][1024, 64, 8, 1]" = torch.ops.aten.convolution.default(x_1, features_0_0_weight_1, features_0_0_bias_1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1);  x_1 = features_0_0_weight_1 = features_0_0_bias_1 = None
    permute: "f32[1, 8, 8, 16][1024, 8, 1, 64]" = torch.ops.aten.permute.default(convolution, [0, 2, 3, 1]);  convolution = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(permute, [16], features_0_2_weight_1, features_0_2_bias_1, 1e-05);  permute = features_0_2_weight_1 = features_0_2_bias_1 = None
    getitem: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = native_layer_norm[0]
    getitem_1: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm[1]
    getitem_2: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(getitem, [16], features_1_0_norm1_weight_1, features_1_0_norm1_bias_1, 1e-05);  features_1_0_norm1_weight_1 = features_1_0_norm1_bias_1 = None
    getitem_3: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = native_layer_norm_1[0]
    getitem_4: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_1[1]
    getitem_5: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    index: "f32[256, 2][2, 1]" = torch.ops.aten.index.Tensor(features_1_0_attn_relative_position_bias_table_1, [features_1_0_attn_relative_position_index_1]);  features_1_0_attn_relative_position_bias_table_1 = features_1_0_attn_relative_position_index_1 = None
    view: "f32[16, 16, 2][32, 2, 1]" = torch.ops.aten.view.default(index, [16, 16, -1]);  index = None
    permute_1: "f32[2, 16, 16][1, 32, 2]" = torch.ops.aten.permute.default(view, [2, 0, 1]);  view = None
    clone: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    unsqueeze: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.unsqueeze.default(clone, 0);  clone = None
    constant_pad_nd: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.constant_pad_nd.default(getitem_3, [0, 0, 0, 0, 0, 0], 0.0);  getitem_3 = None
    view_1: "f32[1, 2, 4, 2, 4, 16][1024, 512, 128, 64, 16, 1]" = torch.ops.aten.view.default(constant_pad_nd, [1, 2, 4, 2, 4, 16]);  constant_pad_nd = None
    permute_2: "f32[1, 2, 2, 4, 4, 16][1024, 512, 64, 128, 16, 1]" = torch.ops.aten.permute.default(view_1, [0, 1, 3, 2, 4, 5]);  view_1 = None
    clone_1: "f32[1, 2, 2, 4, 4, 16][1024, 512, 256, 64, 16, 1]" = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    _unsafe_view: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 16, 16]);  clone_1 = None
    t: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(features_1_0_attn_qkv_weight_1);  features_1_0_attn_qkv_weight_1 = None
    view_2: "f32[64, 16][16, 1]" = torch.ops.aten.view.default(_unsafe_view, [64, 16]);  _unsafe_view = None
    addmm: "f32[64, 48][48, 1]" = torch.ops.aten.addmm.default(features_1_0_attn_qkv_bias_1, view_2, t);  features_1_0_attn_qkv_bias_1 = view_2 = t = None
    view_3: "f32[4, 16, 48][768, 48, 1]" = torch.ops.aten.view.default(addmm, [4, 16, 48]);  addmm = None
    _reshape_alias: "f32[4, 16, 3, 2, 8][768, 48, 16, 8, 1]" = torch.ops.aten._reshape_alias.default(view_3, [4, 16, 3, 2, 8], [768, 48, 16, 8, 1]);  view_3 = None
    permute_3: "f32[3, 4, 2, 16, 8][16, 768, 8, 48, 1]" = torch.ops.aten.permute.default(_reshape_alias, [2, 0, 3, 1, 4]);  _reshape_alias = None
    select: "f32[4, 2, 16, 8][768, 8, 48, 1]" = torch.ops.aten.select.int(permute_3, 0, 0)
    select_1: "f32[4, 2, 16, 8][768, 8, 48, 1]@16" = torch.ops.aten.select.int(permute_3, 0, 1)
    select_2: "f32[4, 2, 16, 8][768, 8, 48, 1]@32" = torch.ops.aten.select.int(permute_3, 0, 2);  permute_3 = None
    mul: "f32[4, 2, 16, 8][256, 8, 16, 1]" = torch.ops.aten.mul.Tensor(select, 0.3535533905932738);  select = None
    transpose: "f32[4, 2, 8, 16][768, 8, 1, 48]@16" = torch.ops.aten.transpose.int(select_1, -2, -1);  select_1 = None
    expand: "f32[4, 2, 16, 8][256, 8, 16, 1]" = torch.ops.aten.expand.default(mul, [4, 2, 16, 8]);  mul = None
    clone_2: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view_1: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_2, [8, 16, 8]);  clone_2 = None
    expand_1: "f32[4, 2, 8, 16][768, 8, 1, 48]@16" = torch.ops.aten.expand.default(transpose, [4, 2, 8, 16]);  transpose = None
    clone_3: "f32[4, 2, 8, 16][256, 128, 16, 1]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_2: "f32[8, 8, 16][128, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_3, [8, 8, 16]);  clone_3 = None
    bmm: "f32[8, 16, 16][256, 16, 1]" = torch.ops.aten.bmm.default(_unsafe_view_1, _unsafe_view_2);  _unsafe_view_1 = _unsafe_view_2 = None
    _unsafe_view_3: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._unsafe_view.default(bmm, [4, 2, 16, 16]);  bmm = None
    add: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_3, unsqueeze);  _unsafe_view_3 = unsqueeze = None
    _softmax: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._softmax.default(add, -1, False);  add = None
    expand_2: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.expand.default(_softmax, [4, 2, 16, 16]);  _softmax = None
    _reshape_alias_1: "f32[8, 16, 16][256, 16, 1]" = torch.ops.aten._reshape_alias.default(expand_2, [8, 16, 16], [256, 16, 1]);  expand_2 = None
    expand_3: "f32[4, 2, 16, 8][768, 8, 48, 1]@32" = torch.ops.aten.expand.default(select_2, [4, 2, 16, 8]);  select_2 = None
    clone_4: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_4: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_4, [8, 16, 8]);  clone_4 = None
    bmm_1: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten.bmm.default(_reshape_alias_1, _unsafe_view_4);  _reshape_alias_1 = _unsafe_view_4 = None
    _unsafe_view_5: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten._unsafe_view.default(bmm_1, [4, 2, 16, 8]);  bmm_1 = None
    transpose_1: "f32[4, 16, 2, 8][256, 8, 128, 1]" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None
    clone_5: "f32[4, 16, 2, 8][256, 16, 8, 1]" = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view_6: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_5, [4, 16, 16]);  clone_5 = None
    t_1: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(features_1_0_attn_proj_weight_1);  features_1_0_attn_proj_weight_1 = None
    view_4: "f32[64, 16][16, 1]" = torch.ops.aten.view.default(_unsafe_view_6, [64, 16]);  _unsafe_view_6 = None
    addmm_1: "f32[64, 16][16, 1]" = torch.ops.aten.addmm.default(features_1_0_attn_proj_bias_1, view_4, t_1);  features_1_0_attn_proj_bias_1 = view_4 = t_1 = None
    view_5: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten.view.default(addmm_1, [4, 16, 16]);  addmm_1 = None
    view_6: "f32[1, 2, 2, 4, 4, 16][1024, 512, 256, 64, 16, 1]" = torch.ops.aten.view.default(view_5, [1, 2, 2, 4, 4, 16]);  view_5 = None
    permute_4: "f32[1, 2, 4, 2, 4, 16][1024, 512, 64, 256, 16, 1]" = torch.ops.aten.permute.default(view_6, [0, 1, 3, 2, 4, 5]);  view_6 = None
    clone_6: "f32[1, 2, 4, 2, 4, 16][1024, 512, 128, 64, 16, 1]" = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    _unsafe_view_7: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_6, [1, 8, 8, 16]);  clone_6 = None
    slice_1: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.slice.Tensor(_unsafe_view_7, 0, 0, 9223372036854775807);  _unsafe_view_7 = None
    slice_2: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.slice.Tensor(slice_1, 3, 0, 9223372036854775807);  slice_1 = None
    add_1: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(getitem, slice_2);  getitem = slice_2 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_1, [16], features_1_0_norm2_weight_1, features_1_0_norm2_bias_1, 1e-05);  features_1_0_norm2_weight_1 = features_1_0_norm2_bias_1 = None
    getitem_6: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = native_layer_norm_2[0]
    getitem_7: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_2[1]
    getitem_8: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None
    t_2: "f32[16, 64][1, 16]" = torch.ops.aten.t.default(features_1_0_mlp_0_weight_1);  features_1_0_mlp_0_weight_1 = None
    _reshape_alias_2: "f32[64, 16][16, 1]" = torch.ops.aten._reshape_alias.default(getitem_6, [64, 16], [16, 1]);  getitem_6 = None
    mm: "f32[64, 64][64, 1]" = torch.ops.aten.mm.default(_reshape_alias_2, t_2);  _reshape_alias_2 = t_2 = None
    _unsafe_view_8: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten._unsafe_view.default(mm, [1, 8, 8, 64]);  mm = None
    add_2: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_8, features_1_0_mlp_0_bias_1);  _unsafe_view_8 = features_1_0_mlp_0_bias_1 = None
    gelu: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten.gelu.default(add_2);  add_2 = None
    t_3: "f32[64, 16][1, 64]" = torch.ops.aten.t.default(features_1_0_mlp_3_weight_1);  features_1_0_mlp_3_weight_1 = None
    _reshape_alias_3: "f32[64, 64][64, 1]" = torch.ops.aten._reshape_alias.default(gelu, [64, 64], [64, 1]);  gelu = None
    mm_1: "f32[64, 16][16, 1]" = torch.ops.aten.mm.default(_reshape_alias_3, t_3);  _reshape_alias_3 = t_3 = None
    _unsafe_view_9: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten._unsafe_view.default(mm_1, [1, 8, 8, 16]);  mm_1 = None
    add_3: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_9, features_1_0_mlp_3_bias_1);  _unsafe_view_9 = features_1_0_mlp_3_bias_1 = None
    add_4: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(add_1, add_3);  add_1 = add_3 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_4, [16], features_1_1_norm1_weight_1, features_1_1_norm1_bias_1, 1e-05);  features_1_1_norm1_weight_1 = features_1_1_norm1_bias_1 = None
    getitem_9: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = native_layer_norm_3[0]
    getitem_10: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_3[1]
    getitem_11: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None
    index_1: "f32[256, 2][2, 1]" = torch.ops.aten.index.Tensor(features_1_1_attn_relative_position_bias_table_1, [features_1_1_attn_relative_position_index_1]);  features_1_1_attn_relative_position_bias_table_1 = features_1_1_attn_relative_position_index_1 = None
    view_7: "f32[16, 16, 2][32, 2, 1]" = torch.ops.aten.view.default(index_1, [16, 16, -1]);  index_1 = None
    permute_5: "f32[2, 16, 16][1, 32, 2]" = torch.ops.aten.permute.default(view_7, [2, 0, 1]);  view_7 = None
    clone_7: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    unsqueeze_1: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.unsqueeze.default(clone_7, 0);  clone_7 = None
    constant_pad_nd_1: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.constant_pad_nd.default(getitem_9, [0, 0, 0, 0, 0, 0], 0.0);  getitem_9 = None
    roll: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.roll.default(constant_pad_nd_1, [-2, -2], [1, 2]);  constant_pad_nd_1 = None
    view_8: "f32[1, 2, 4, 2, 4, 16][1024, 512, 128, 64, 16, 1]" = torch.ops.aten.view.default(roll, [1, 2, 4, 2, 4, 16]);  roll = None
    permute_6: "f32[1, 2, 2, 4, 4, 16][1024, 512, 64, 128, 16, 1]" = torch.ops.aten.permute.default(view_8, [0, 1, 3, 2, 4, 5]);  view_8 = None
    clone_8: "f32[1, 2, 2, 4, 4, 16][1024, 512, 256, 64, 16, 1]" = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    _unsafe_view_10: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_8, [4, 16, 16]);  clone_8 = None
    t_4: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(features_1_1_attn_qkv_weight_1);  features_1_1_attn_qkv_weight_1 = None
    view_9: "f32[64, 16][16, 1]" = torch.ops.aten.view.default(_unsafe_view_10, [64, 16])
    addmm_2: "f32[64, 48][48, 1]" = torch.ops.aten.addmm.default(features_1_1_attn_qkv_bias_1, view_9, t_4);  features_1_1_attn_qkv_bias_1 = view_9 = t_4 = None
    view_10: "f32[4, 16, 48][768, 48, 1]" = torch.ops.aten.view.default(addmm_2, [4, 16, 48]);  addmm_2 = None
    _reshape_alias_4: "f32[4, 16, 3, 2, 8][768, 48, 16, 8, 1]" = torch.ops.aten._reshape_alias.default(view_10, [4, 16, 3, 2, 8], [768, 48, 16, 8, 1]);  view_10 = None
    permute_7: "f32[3, 4, 2, 16, 8][16, 768, 8, 48, 1]" = torch.ops.aten.permute.default(_reshape_alias_4, [2, 0, 3, 1, 4]);  _reshape_alias_4 = None
    select_3: "f32[4, 2, 16, 8][768, 8, 48, 1]" = torch.ops.aten.select.int(permute_7, 0, 0)
    select_4: "f32[4, 2, 16, 8][768, 8, 48, 1]@16" = torch.ops.aten.select.int(permute_7, 0, 1)
    select_5: "f32[4, 2, 16, 8][768, 8, 48, 1]@32" = torch.ops.aten.select.int(permute_7, 0, 2);  permute_7 = None
    mul_1: "f32[4, 2, 16, 8][256, 8, 16, 1]" = torch.ops.aten.mul.Tensor(select_3, 0.3535533905932738);  select_3 = None
    transpose_2: "f32[4, 2, 8, 16][768, 8, 1, 48]@16" = torch.ops.aten.transpose.int(select_4, -2, -1);  select_4 = None
    expand_4: "f32[4, 2, 16, 8][256, 8, 16, 1]" = torch.ops.aten.expand.default(mul_1, [4, 2, 16, 8]);  mul_1 = None
    clone_9: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_11: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_9, [8, 16, 8]);  clone_9 = None
    expand_5: "f32[4, 2, 8, 16][768, 8, 1, 48]@16" = torch.ops.aten.expand.default(transpose_2, [4, 2, 8, 16]);  transpose_2 = None
    clone_10: "f32[4, 2, 8, 16][256, 128, 16, 1]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_12: "f32[8, 8, 16][128, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_10, [8, 8, 16]);  clone_10 = None
    bmm_2: "f32[8, 16, 16][256, 16, 1]" = torch.ops.aten.bmm.default(_unsafe_view_11, _unsafe_view_12);  _unsafe_view_11 = _unsafe_view_12 = None
    _unsafe_view_13: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._unsafe_view.default(bmm_2, [4, 2, 16, 16]);  bmm_2 = None
    add_5: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_13, unsqueeze_1);  _unsafe_view_13 = unsqueeze_1 = None
    new_zeros: "f32[8, 8][8, 1]" = torch.ops.aten.new_zeros.default(_unsafe_view_10, [8, 8], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False);  _unsafe_view_10 = None
    lift_fresh_copy: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant0);  tensor_constant0 = None
    slice_3: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -4)
    slice_4: "f32[4, 4][8, 1]" = torch.ops.aten.slice.Tensor(slice_3, 1, 0, -4);  slice_3 = None
    fill: "f32[4, 4][4, 1]" = torch.ops.aten.fill.Tensor(slice_4, lift_fresh_copy);  slice_4 = lift_fresh_copy = None
    lift_fresh_copy_1: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant1);  tensor_constant1 = None
    slice_5: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -4)
    slice_6: "f32[4, 2][8, 1]@4" = torch.ops.aten.slice.Tensor(slice_5, 1, -4, -2);  slice_5 = None
    slice_7: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -4)
    slice_scatter: "f32[4, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_7, fill, 1, 0, -4);  slice_7 = fill = None
    slice_scatter_1: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(new_zeros, slice_scatter, 0, 0, -4);  slice_scatter = None
    slice_8: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(slice_scatter_1, 0, 0, -4)
    slice_9: "f32[4, 2][8, 1]@4" = torch.ops.aten.slice.Tensor(slice_8, 1, -4, -2);  slice_8 = None
    fill_1: "f32[4, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_9, lift_fresh_copy_1);  slice_9 = lift_fresh_copy_1 = None
    lift_fresh_copy_2: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant2);  tensor_constant2 = None
    slice_10: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(new_zeros, 0, 0, -4)
    slice_11: "f32[4, 2][8, 1]@6" = torch.ops.aten.slice.Tensor(slice_10, 1, -2, 9223372036854775807);  slice_10 = None
    slice_12: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(slice_scatter_1, 0, 0, -4)
    slice_scatter_2: "f32[4, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_12, fill_1, 1, -4, -2);  slice_12 = fill_1 = None
    slice_scatter_3: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_1, slice_scatter_2, 0, 0, -4);  slice_scatter_1 = slice_scatter_2 = None
    slice_13: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(slice_scatter_3, 0, 0, -4)
    slice_14: "f32[4, 2][8, 1]@6" = torch.ops.aten.slice.Tensor(slice_13, 1, -2, 9223372036854775807);  slice_13 = None
    fill_2: "f32[4, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_14, lift_fresh_copy_2);  slice_14 = lift_fresh_copy_2 = None
    lift_fresh_copy_3: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant3);  tensor_constant3 = None
    slice_15: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(new_zeros, 0, -4, -2)
    slice_16: "f32[2, 4][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_15, 1, 0, -4);  slice_15 = None
    slice_17: "f32[4, 8][8, 1]" = torch.ops.aten.slice.Tensor(slice_scatter_3, 0, 0, -4)
    slice_scatter_4: "f32[4, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_17, fill_2, 1, -2, 9223372036854775807);  slice_17 = fill_2 = None
    slice_scatter_5: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_3, slice_scatter_4, 0, 0, -4);  slice_scatter_3 = slice_scatter_4 = None
    slice_18: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_5, 0, -4, -2)
    slice_19: "f32[2, 4][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_18, 1, 0, -4);  slice_18 = None
    fill_3: "f32[2, 4][4, 1]" = torch.ops.aten.fill.Tensor(slice_19, lift_fresh_copy_3);  slice_19 = lift_fresh_copy_3 = None
    lift_fresh_copy_4: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant4);  tensor_constant4 = None
    slice_20: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(new_zeros, 0, -4, -2)
    slice_21: "f32[2, 2][8, 1]@36" = torch.ops.aten.slice.Tensor(slice_20, 1, -4, -2);  slice_20 = None
    slice_22: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_5, 0, -4, -2)
    slice_scatter_6: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_22, fill_3, 1, 0, -4);  slice_22 = fill_3 = None
    slice_scatter_7: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_5, slice_scatter_6, 0, -4, -2);  slice_scatter_5 = slice_scatter_6 = None
    slice_23: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_7, 0, -4, -2)
    slice_24: "f32[2, 2][8, 1]@36" = torch.ops.aten.slice.Tensor(slice_23, 1, -4, -2);  slice_23 = None
    fill_4: "f32[2, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_24, lift_fresh_copy_4);  slice_24 = lift_fresh_copy_4 = None
    lift_fresh_copy_5: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant5);  tensor_constant5 = None
    slice_25: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(new_zeros, 0, -4, -2)
    slice_26: "f32[2, 2][8, 1]@38" = torch.ops.aten.slice.Tensor(slice_25, 1, -2, 9223372036854775807);  slice_25 = None
    slice_27: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_7, 0, -4, -2)
    slice_scatter_8: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_27, fill_4, 1, -4, -2);  slice_27 = fill_4 = None
    slice_scatter_9: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_7, slice_scatter_8, 0, -4, -2);  slice_scatter_7 = slice_scatter_8 = None
    slice_28: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_9, 0, -4, -2)
    slice_29: "f32[2, 2][8, 1]@38" = torch.ops.aten.slice.Tensor(slice_28, 1, -2, 9223372036854775807);  slice_28 = None
    fill_5: "f32[2, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_29, lift_fresh_copy_5);  slice_29 = lift_fresh_copy_5 = None
    lift_fresh_copy_6: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant6);  tensor_constant6 = None
    slice_30: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(new_zeros, 0, -2, 9223372036854775807)
    slice_31: "f32[2, 4][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_30, 1, 0, -4);  slice_30 = None
    slice_32: "f32[2, 8][8, 1]@32" = torch.ops.aten.slice.Tensor(slice_scatter_9, 0, -4, -2)
    slice_scatter_10: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_32, fill_5, 1, -2, 9223372036854775807);  slice_32 = fill_5 = None
    slice_scatter_11: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_9, slice_scatter_10, 0, -4, -2);  slice_scatter_9 = slice_scatter_10 = None
    slice_33: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_11, 0, -2, 9223372036854775807)
    slice_34: "f32[2, 4][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_33, 1, 0, -4);  slice_33 = None
    fill_6: "f32[2, 4][4, 1]" = torch.ops.aten.fill.Tensor(slice_34, lift_fresh_copy_6);  slice_34 = lift_fresh_copy_6 = None
    lift_fresh_copy_7: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant7);  tensor_constant7 = None
    slice_35: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(new_zeros, 0, -2, 9223372036854775807)
    slice_36: "f32[2, 2][8, 1]@52" = torch.ops.aten.slice.Tensor(slice_35, 1, -4, -2);  slice_35 = None
    slice_37: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_11, 0, -2, 9223372036854775807)
    slice_scatter_12: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_37, fill_6, 1, 0, -4);  slice_37 = fill_6 = None
    slice_scatter_13: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_11, slice_scatter_12, 0, -2, 9223372036854775807);  slice_scatter_11 = slice_scatter_12 = None
    slice_38: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_13, 0, -2, 9223372036854775807)
    slice_39: "f32[2, 2][8, 1]@52" = torch.ops.aten.slice.Tensor(slice_38, 1, -4, -2);  slice_38 = None
    fill_7: "f32[2, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_39, lift_fresh_copy_7);  slice_39 = lift_fresh_copy_7 = None
    lift_fresh_copy_8: "f32[][]" = torch.ops.aten.lift_fresh_copy.default(tensor_constant8);  tensor_constant8 = None
    slice_40: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(new_zeros, 0, -2, 9223372036854775807)
    slice_41: "f32[2, 2][8, 1]@54" = torch.ops.aten.slice.Tensor(slice_40, 1, -2, 9223372036854775807);  slice_40 = None
    slice_42: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_13, 0, -2, 9223372036854775807)
    slice_scatter_14: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_42, fill_7, 1, -4, -2);  slice_42 = fill_7 = None
    slice_scatter_15: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_13, slice_scatter_14, 0, -2, 9223372036854775807);  slice_scatter_13 = slice_scatter_14 = None
    slice_43: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_15, 0, -2, 9223372036854775807)
    slice_44: "f32[2, 2][8, 1]@54" = torch.ops.aten.slice.Tensor(slice_43, 1, -2, 9223372036854775807);  slice_43 = None
    fill_8: "f32[2, 2][2, 1]" = torch.ops.aten.fill.Tensor(slice_44, lift_fresh_copy_8);  slice_44 = lift_fresh_copy_8 = None
    view_11: "f32[2, 4, 2, 4][32, 8, 4, 1]" = torch.ops.aten.view.default(new_zeros, [2, 4, 2, 4]);  new_zeros = None
    permute_8: "f32[2, 2, 4, 4][32, 4, 8, 1]" = torch.ops.aten.permute.default(view_11, [0, 2, 1, 3]);  view_11 = None
    slice_45: "f32[2, 8][8, 1]@48" = torch.ops.aten.slice.Tensor(slice_scatter_15, 0, -2, 9223372036854775807)
    slice_scatter_16: "f32[2, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_45, fill_8, 1, -2, 9223372036854775807);  slice_45 = fill_8 = None
    slice_scatter_17: "f32[8, 8][8, 1]" = torch.ops.aten.slice_scatter.default(slice_scatter_15, slice_scatter_16, 0, -2, 9223372036854775807);  slice_scatter_15 = slice_scatter_16 = None
    view_12: "f32[2, 4, 2, 4][32, 8, 4, 1]" = torch.ops.aten.view.default(slice_scatter_17, [2, 4, 2, 4]);  slice_scatter_17 = None
    permute_9: "f32[2, 2, 4, 4][32, 4, 8, 1]" = torch.ops.aten.permute.default(view_12, [0, 2, 1, 3]);  view_12 = None
    clone_11: "f32[2, 2, 4, 4][32, 16, 4, 1]" = torch.ops.aten.clone.default(permute_9, memory_format = torch.contiguous_format);  permute_9 = None
    _unsafe_view_14: "f32[4, 16][16, 1]" = torch.ops.aten._unsafe_view.default(clone_11, [4, 16]);  clone_11 = None
    unsqueeze_2: "f32[4, 1, 16][16, 16, 1]" = torch.ops.aten.unsqueeze.default(_unsafe_view_14, 1)
    unsqueeze_3: "f32[4, 16, 1][16, 1, 1]" = torch.ops.aten.unsqueeze.default(_unsafe_view_14, 2);  _unsafe_view_14 = None
    sub: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten.sub.Tensor(unsqueeze_2, unsqueeze_3);  unsqueeze_2 = unsqueeze_3 = None
    ne: "b8[4, 16, 16][256, 16, 1]" = torch.ops.aten.ne.Scalar(sub, 0)
    masked_fill: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten.masked_fill.Scalar(sub, ne, -100.0);  ne = None
    eq: "b8[4, 16, 16][256, 16, 1]" = torch.ops.aten.eq.Scalar(sub, 0);  sub = None
    masked_fill_1: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten.masked_fill.Scalar(masked_fill, eq, 0.0);  masked_fill = eq = None
    view_13: "f32[1, 4, 2, 16, 16][2048, 512, 256, 16, 1]" = torch.ops.aten.view.default(add_5, [1, 4, 2, 16, 16]);  add_5 = None
    unsqueeze_4: "f32[4, 1, 16, 16][256, 256, 16, 1]" = torch.ops.aten.unsqueeze.default(masked_fill_1, 1);  masked_fill_1 = None
    unsqueeze_5: "f32[1, 4, 1, 16, 16][1024, 256, 256, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 0);  unsqueeze_4 = None
    add_6: "f32[1, 4, 2, 16, 16][2048, 512, 256, 16, 1]" = torch.ops.aten.add.Tensor(view_13, unsqueeze_5);  view_13 = unsqueeze_5 = None
    view_14: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.view.default(add_6, [-1, 2, 16, 16]);  add_6 = None
    _softmax_1: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._softmax.default(view_14, -1, False);  view_14 = None
    expand_6: "f32[4, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.expand.default(_softmax_1, [4, 2, 16, 16]);  _softmax_1 = None
    _reshape_alias_5: "f32[8, 16, 16][256, 16, 1]" = torch.ops.aten._reshape_alias.default(expand_6, [8, 16, 16], [256, 16, 1]);  expand_6 = None
    expand_7: "f32[4, 2, 16, 8][768, 8, 48, 1]@32" = torch.ops.aten.expand.default(select_5, [4, 2, 16, 8]);  select_5 = None
    clone_12: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_15: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_12, [8, 16, 8]);  clone_12 = None
    bmm_3: "f32[8, 16, 8][128, 8, 1]" = torch.ops.aten.bmm.default(_reshape_alias_5, _unsafe_view_15);  _reshape_alias_5 = _unsafe_view_15 = None
    _unsafe_view_16: "f32[4, 2, 16, 8][256, 128, 8, 1]" = torch.ops.aten._unsafe_view.default(bmm_3, [4, 2, 16, 8]);  bmm_3 = None
    transpose_3: "f32[4, 16, 2, 8][256, 8, 128, 1]" = torch.ops.aten.transpose.int(_unsafe_view_16, 1, 2);  _unsafe_view_16 = None
    clone_13: "f32[4, 16, 2, 8][256, 16, 8, 1]" = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format);  transpose_3 = None
    _unsafe_view_17: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_13, [4, 16, 16]);  clone_13 = None
    t_5: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(features_1_1_attn_proj_weight_1);  features_1_1_attn_proj_weight_1 = None
    view_15: "f32[64, 16][16, 1]" = torch.ops.aten.view.default(_unsafe_view_17, [64, 16]);  _unsafe_view_17 = None
    addmm_3: "f32[64, 16][16, 1]" = torch.ops.aten.addmm.default(features_1_1_attn_proj_bias_1, view_15, t_5);  features_1_1_attn_proj_bias_1 = view_15 = t_5 = None
    view_16: "f32[4, 16, 16][256, 16, 1]" = torch.ops.aten.view.default(addmm_3, [4, 16, 16]);  addmm_3 = None
    view_17: "f32[1, 2, 2, 4, 4, 16][1024, 512, 256, 64, 16, 1]" = torch.ops.aten.view.default(view_16, [1, 2, 2, 4, 4, 16]);  view_16 = None
    permute_10: "f32[1, 2, 4, 2, 4, 16][1024, 512, 64, 256, 16, 1]" = torch.ops.aten.permute.default(view_17, [0, 1, 3, 2, 4, 5]);  view_17 = None
    clone_14: "f32[1, 2, 4, 2, 4, 16][1024, 512, 128, 64, 16, 1]" = torch.ops.aten.clone.default(permute_10, memory_format = torch.contiguous_format);  permute_10 = None
    _unsafe_view_18: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_14, [1, 8, 8, 16]);  clone_14 = None
    roll_1: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.roll.default(_unsafe_view_18, [2, 2], [1, 2]);  _unsafe_view_18 = None
    slice_46: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.slice.Tensor(roll_1, 0, 0, 9223372036854775807);  roll_1 = None
    slice_47: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.slice.Tensor(slice_46, 3, 0, 9223372036854775807);  slice_46 = None
    add_7: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(add_4, slice_47);  add_4 = slice_47 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_7, [16], features_1_1_norm2_weight_1, features_1_1_norm2_bias_1, 1e-05);  features_1_1_norm2_weight_1 = features_1_1_norm2_bias_1 = None
    getitem_12: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = native_layer_norm_4[0]
    getitem_13: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_4[1]
    getitem_14: "f32[1, 8, 8, 1][64, 8, 1, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None
    t_6: "f32[16, 64][1, 16]" = torch.ops.aten.t.default(features_1_1_mlp_0_weight_1);  features_1_1_mlp_0_weight_1 = None
    _reshape_alias_6: "f32[64, 16][16, 1]" = torch.ops.aten._reshape_alias.default(getitem_12, [64, 16], [16, 1]);  getitem_12 = None
    mm_2: "f32[64, 64][64, 1]" = torch.ops.aten.mm.default(_reshape_alias_6, t_6);  _reshape_alias_6 = t_6 = None
    _unsafe_view_19: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten._unsafe_view.default(mm_2, [1, 8, 8, 64]);  mm_2 = None
    add_8: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_19, features_1_1_mlp_0_bias_1);  _unsafe_view_19 = features_1_1_mlp_0_bias_1 = None
    gelu_1: "f32[1, 8, 8, 64][4096, 512, 64, 1]" = torch.ops.aten.gelu.default(add_8);  add_8 = None
    t_7: "f32[64, 16][1, 64]" = torch.ops.aten.t.default(features_1_1_mlp_3_weight_1);  features_1_1_mlp_3_weight_1 = None
    _reshape_alias_7: "f32[64, 64][64, 1]" = torch.ops.aten._reshape_alias.default(gelu_1, [64, 64], [64, 1]);  gelu_1 = None
    mm_3: "f32[64, 16][16, 1]" = torch.ops.aten.mm.default(_reshape_alias_7, t_7);  _reshape_alias_7 = t_7 = None
    _unsafe_view_20: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten._unsafe_view.default(mm_3, [1, 8, 8, 16]);  mm_3 = None
    add_9: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_20, features_1_1_mlp_3_bias_1);  _unsafe_view_20 = features_1_1_mlp_3_bias_1 = None
    add_10: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.add.Tensor(add_7, add_9);  add_7 = add_9 = None
    constant_pad_nd_2: "f32[1, 8, 8, 16][1024, 128, 16, 1]" = torch.ops.aten.constant_pad_nd.default(add_10, [0, 0, 0, 0, 0, 0], 0.0);  add_10 = None
    slice_48: "f32[1, 4, 8, 16][1024, 256, 16, 1]" = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 0, 9223372036854775807, 2)
    slice_49: "f32[1, 4, 4, 16][1024, 256, 32, 1]" = torch.ops.aten.slice.Tensor(slice_48, 2, 0, 9223372036854775807, 2);  slice_48 = None
    slice_50: "f32[1, 4, 4, 16][1024, 256, 32, 1]" = torch.ops.aten.slice.Tensor(slice_49, 3, 0, 9223372036854775807);  slice_49 = None
    slice_51: "f32[1, 4, 8, 16][1024, 256, 16, 1]@128" = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 1, 9223372036854775807, 2)
    slice_52: "f32[1, 4, 4, 16][1024, 256, 32, 1]@128" = torch.ops.aten.slice.Tensor(slice_51, 2, 0, 9223372036854775807, 2);  slice_51 = None
    slice_53: "f32[1, 4, 4, 16][1024, 256, 32, 1]@128" = torch.ops.aten.slice.Tensor(slice_52, 3, 0, 9223372036854775807);  slice_52 = None
    slice_54: "f32[1, 4, 8, 16][1024, 256, 16, 1]" = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 0, 9223372036854775807, 2)
    slice_55: "f32[1, 4, 4, 16][1024, 256, 32, 1]@16" = torch.ops.aten.slice.Tensor(slice_54, 2, 1, 9223372036854775807, 2);  slice_54 = None
    slice_56: "f32[1, 4, 4, 16][1024, 256, 32, 1]@16" = torch.ops.aten.slice.Tensor(slice_55, 3, 0, 9223372036854775807);  slice_55 = None
    slice_57: "f32[1, 4, 8, 16][1024, 256, 16, 1]@128" = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 1, 1, 9223372036854775807, 2);  constant_pad_nd_2 = None
    slice_58: "f32[1, 4, 4, 16][1024, 256, 32, 1]@144" = torch.ops.aten.slice.Tensor(slice_57, 2, 1, 9223372036854775807, 2);  slice_57 = None
    slice_59: "f32[1, 4, 4, 16][1024, 256, 32, 1]@144" = torch.ops.aten.slice.Tensor(slice_58, 3, 0, 9223372036854775807);  slice_58 = None
    cat: "f32[1, 4, 4, 64][1024, 256, 64, 1]" = torch.ops.aten.cat.default([slice_50, slice_53, slice_56, slice_59], -1);  slice_50 = slice_53 = slice_56 = slice_59 = None
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(cat, [64], features_2_norm_weight_1, features_2_norm_bias_1, 1e-05);  cat = features_2_norm_weight_1 = features_2_norm_bias_1 = None
    getitem_15: "f32[1, 4, 4, 64][1024, 256, 64, 1]" = native_layer_norm_5[0]
    getitem_16: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_5[1]
    getitem_17: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_5[2];  native_layer_norm_5 = None
    t_8: "f32[64, 32][1, 64]" = torch.ops.aten.t.default(features_2_reduction_weight_1);  features_2_reduction_weight_1 = None
    _reshape_alias_8: "f32[16, 64][64, 1]" = torch.ops.aten._reshape_alias.default(getitem_15, [16, 64], [64, 1]);  getitem_15 = None
    mm_4: "f32[16, 32][32, 1]" = torch.ops.aten.mm.default(_reshape_alias_8, t_8);  _reshape_alias_8 = t_8 = None
    _unsafe_view_21: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten._unsafe_view.default(mm_4, [1, 4, 4, 32]);  mm_4 = None
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(_unsafe_view_21, [32], features_3_0_norm1_weight_1, features_3_0_norm1_bias_1, 1e-05);  features_3_0_norm1_weight_1 = features_3_0_norm1_bias_1 = None
    getitem_18: "f32[1, 4, 4, 32][512, 128, 32, 1]" = native_layer_norm_6[0]
    getitem_19: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_6[1]
    getitem_20: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_6[2];  native_layer_norm_6 = None
    index_2: "f32[256, 2][2, 1]" = torch.ops.aten.index.Tensor(features_3_0_attn_relative_position_bias_table_1, [features_3_0_attn_relative_position_index_1]);  features_3_0_attn_relative_position_bias_table_1 = features_3_0_attn_relative_position_index_1 = None
    view_18: "f32[16, 16, 2][32, 2, 1]" = torch.ops.aten.view.default(index_2, [16, 16, -1]);  index_2 = None
    permute_11: "f32[2, 16, 16][1, 32, 2]" = torch.ops.aten.permute.default(view_18, [2, 0, 1]);  view_18 = None
    clone_15: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten.clone.default(permute_11, memory_format = torch.contiguous_format);  permute_11 = None
    unsqueeze_6: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.unsqueeze.default(clone_15, 0);  clone_15 = None
    constant_pad_nd_3: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.constant_pad_nd.default(getitem_18, [0, 0, 0, 0, 0, 0], 0.0);  getitem_18 = None
    view_19: "f32[1, 1, 4, 1, 4, 32][512, 512, 128, 128, 32, 1]" = torch.ops.aten.view.default(constant_pad_nd_3, [1, 1, 4, 1, 4, 32]);  constant_pad_nd_3 = None
    permute_12: "f32[1, 1, 1, 4, 4, 32][512, 512, 128, 128, 32, 1]" = torch.ops.aten.permute.default(view_19, [0, 1, 3, 2, 4, 5]);  view_19 = None
    _reshape_alias_9: "f32[1, 16, 32][512, 32, 1]" = torch.ops.aten._reshape_alias.default(permute_12, [1, 16, 32], [512, 32, 1]);  permute_12 = None
    t_9: "f32[32, 96][1, 32]" = torch.ops.aten.t.default(features_3_0_attn_qkv_weight_1);  features_3_0_attn_qkv_weight_1 = None
    view_20: "f32[16, 32][32, 1]" = torch.ops.aten.view.default(_reshape_alias_9, [16, 32]);  _reshape_alias_9 = None
    addmm_4: "f32[16, 96][96, 1]" = torch.ops.aten.addmm.default(features_3_0_attn_qkv_bias_1, view_20, t_9);  features_3_0_attn_qkv_bias_1 = view_20 = t_9 = None
    view_21: "f32[1, 16, 96][1536, 96, 1]" = torch.ops.aten.view.default(addmm_4, [1, 16, 96]);  addmm_4 = None
    _reshape_alias_10: "f32[1, 16, 3, 2, 16][1536, 96, 32, 16, 1]" = torch.ops.aten._reshape_alias.default(view_21, [1, 16, 3, 2, 16], [1536, 96, 32, 16, 1]);  view_21 = None
    permute_13: "f32[3, 1, 2, 16, 16][32, 1536, 16, 96, 1]" = torch.ops.aten.permute.default(_reshape_alias_10, [2, 0, 3, 1, 4]);  _reshape_alias_10 = None
    select_6: "f32[1, 2, 16, 16][1536, 16, 96, 1]" = torch.ops.aten.select.int(permute_13, 0, 0)
    select_7: "f32[1, 2, 16, 16][1536, 16, 96, 1]@32" = torch.ops.aten.select.int(permute_13, 0, 1)
    select_8: "f32[1, 2, 16, 16][1536, 16, 96, 1]@64" = torch.ops.aten.select.int(permute_13, 0, 2);  permute_13 = None
    mul_2: "f32[1, 2, 16, 16][512, 16, 32, 1]" = torch.ops.aten.mul.Tensor(select_6, 0.25);  select_6 = None
    transpose_4: "f32[1, 2, 16, 16][1536, 16, 1, 96]@32" = torch.ops.aten.transpose.int(select_7, -2, -1);  select_7 = None
    expand_8: "f32[1, 2, 16, 16][512, 16, 32, 1]" = torch.ops.aten.expand.default(mul_2, [1, 2, 16, 16]);  mul_2 = None
    _reshape_alias_11: "f32[2, 16, 16][16, 32, 1]" = torch.ops.aten._reshape_alias.default(expand_8, [2, 16, 16], [16, 32, 1]);  expand_8 = None
    expand_9: "f32[1, 2, 16, 16][1536, 16, 1, 96]@32" = torch.ops.aten.expand.default(transpose_4, [1, 2, 16, 16]);  transpose_4 = None
    _reshape_alias_12: "f32[2, 16, 16][16, 1, 96]@32" = torch.ops.aten._reshape_alias.default(expand_9, [2, 16, 16], [16, 1, 96]);  expand_9 = None
    bmm_4: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten.bmm.default(_reshape_alias_11, _reshape_alias_12);  _reshape_alias_11 = _reshape_alias_12 = None
    _unsafe_view_22: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._unsafe_view.default(bmm_4, [1, 2, 16, 16]);  bmm_4 = None
    add_11: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_22, unsqueeze_6);  _unsafe_view_22 = unsqueeze_6 = None
    _softmax_2: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._softmax.default(add_11, -1, False);  add_11 = None
    expand_10: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten.expand.default(_softmax_2, [1, 2, 16, 16]);  _softmax_2 = None
    _reshape_alias_13: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten._reshape_alias.default(expand_10, [2, 16, 16], [256, 16, 1]);  expand_10 = None
    expand_11: "f32[1, 2, 16, 16][1536, 16, 96, 1]@64" = torch.ops.aten.expand.default(select_8, [1, 2, 16, 16]);  select_8 = None
    _reshape_alias_14: "f32[2, 16, 16][16, 96, 1]@64" = torch.ops.aten._reshape_alias.default(expand_11, [2, 16, 16], [16, 96, 1]);  expand_11 = None
    bmm_5: "f32[2, 16, 16][256, 16, 1]" = torch.ops.aten.bmm.default(_reshape_alias_13, _reshape_alias_14);  _reshape_alias_13 = _reshape_alias_14 = None
    _unsafe_view_23: "f32[1, 2, 16, 16][512, 256, 16, 1]" = torch.ops.aten._unsafe_view.default(bmm_5, [1, 2, 16, 16]);  bmm_5 = None
    transpose_5: "f32[1, 16, 2, 16][512, 16, 256, 1]" = torch.ops.aten.transpose.int(_unsafe_view_23, 1, 2);  _unsafe_view_23 = None
    clone_16: "f32[1, 16, 2, 16][512, 32, 16, 1]" = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    _unsafe_view_24: "f32[1, 16, 32][512, 32, 1]" = torch.ops.aten._unsafe_view.default(clone_16, [1, 16, 32]);  clone_16 = None
    t_10: "f32[32, 32][1, 32]" = torch.ops.aten.t.default(features_3_0_attn_proj_weight_1);  features_3_0_attn_proj_weight_1 = None
    view_22: "f32[16, 32][32, 1]" = torch.ops.aten.view.default(_unsafe_view_24, [16, 32]);  _unsafe_view_24 = None
    addmm_5: "f32[16, 32][32, 1]" = torch.ops.aten.addmm.default(features_3_0_attn_proj_bias_1, view_22, t_10);  features_3_0_attn_proj_bias_1 = view_22 = t_10 = None
    view_23: "f32[1, 16, 32][512, 32, 1]" = torch.ops.aten.view.default(addmm_5, [1, 16, 32]);  addmm_5 = None
    view_24: "f32[1, 1, 1, 4, 4, 32][512, 512, 512, 128, 32, 1]" = torch.ops.aten.view.default(view_23, [1, 1, 1, 4, 4, 32]);  view_23 = None
    permute_14: "f32[1, 1, 4, 1, 4, 32][512, 512, 128, 512, 32, 1]" = torch.ops.aten.permute.default(view_24, [0, 1, 3, 2, 4, 5]);  view_24 = None
    _reshape_alias_15: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten._reshape_alias.default(permute_14, [1, 4, 4, 32], [512, 128, 32, 1]);  permute_14 = None
    slice_60: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.slice.Tensor(_reshape_alias_15, 0, 0, 9223372036854775807);  _reshape_alias_15 = None
    slice_61: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.slice.Tensor(slice_60, 3, 0, 9223372036854775807);  slice_60 = None
    add_12: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_21, slice_61);  _unsafe_view_21 = slice_61 = None
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_12, [32], features_3_0_norm2_weight_1, features_3_0_norm2_bias_1, 1e-05);  features_3_0_norm2_weight_1 = features_3_0_norm2_bias_1 = None
    getitem_21: "f32[1, 4, 4, 32][512, 128, 32, 1]" = native_layer_norm_7[0]
    getitem_22: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_7[1]
    getitem_23: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_7[2];  native_layer_norm_7 = None
    t_11: "f32[32, 128][1, 32]" = torch.ops.aten.t.default(features_3_0_mlp_0_weight_1);  features_3_0_mlp_0_weight_1 = None
    _reshape_alias_16: "f32[16, 32][32, 1]" = torch.ops.aten._reshape_alias.default(getitem_21, [16, 32], [32, 1]);  getitem_21 = None
    mm_5: "f32[16, 128][128, 1]" = torch.ops.aten.mm.default(_reshape_alias_16, t_11);  _reshape_alias_16 = t_11 = None
    _unsafe_view_25: "f32[1, 4, 4, 128][2048, 512, 128, 1]" = torch.ops.aten._unsafe_view.default(mm_5, [1, 4, 4, 128]);  mm_5 = None
    add_13: "f32[1, 4, 4, 128][2048, 512, 128, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_25, features_3_0_mlp_0_bias_1);  _unsafe_view_25 = features_3_0_mlp_0_bias_1 = None
    gelu_2: "f32[1, 4, 4, 128][2048, 512, 128, 1]" = torch.ops.aten.gelu.default(add_13);  add_13 = None
    t_12: "f32[128, 32][1, 128]" = torch.ops.aten.t.default(features_3_0_mlp_3_weight_1);  features_3_0_mlp_3_weight_1 = None
    _reshape_alias_17: "f32[16, 128][128, 1]" = torch.ops.aten._reshape_alias.default(gelu_2, [16, 128], [128, 1]);  gelu_2 = None
    mm_6: "f32[16, 32][32, 1]" = torch.ops.aten.mm.default(_reshape_alias_17, t_12);  _reshape_alias_17 = t_12 = None
    _unsafe_view_26: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten._unsafe_view.default(mm_6, [1, 4, 4, 32]);  mm_6 = None
    add_14: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_26, features_3_0_mlp_3_bias_1);  _unsafe_view_26 = features_3_0_mlp_3_bias_1 = None
    add_15: "f32[1, 4, 4, 32][512, 128, 32, 1]" = torch.ops.aten.add.Tensor(add_12, add_14);  add_12 = add_14 = None
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_15, [32], norm_weight_1, norm_bias_1, 1e-05);  add_15 = norm_weight_1 = norm_bias_1 = None
    getitem_24: "f32[1, 4, 4, 32][512, 128, 32, 1]" = native_layer_norm_8[0]
    getitem_25: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_8[1]
    getitem_26: "f32[1, 4, 4, 1][16, 4, 1, 1]" = native_layer_norm_8[2];  native_layer_norm_8 = None
    permute_15: "f32[1, 32, 4, 4][512, 1, 128, 32]" = torch.ops.aten.permute.default(getitem_24, [0, 3, 1, 2]);  getitem_24 = None
    mean: "f32[1, 32, 1, 1][32, 1, 1, 1]" = torch.ops.aten.mean.dim(permute_15, [-1, -2], True);  permute_15 = None
    as_strided: "f32[1, 32, 1, 1][32, 1, 32, 32]" = torch.ops.aten.as_strided.default(mean, [1, 32, 1, 1], [32, 1, 32, 32]);  mean = None
    _reshape_alias_18: "f32[1, 32][32, 1]" = torch.ops.aten._reshape_alias.default(as_strided, [1, 32], [32, 1]);  as_strided = None
    t_13: "f32[32, 10][1, 32]" = torch.ops.aten.t.default(head_weight_1);  head_weight_1 = None
    addmm_6: "f32[1, 10][10, 1]" = torch.ops.aten.addmm.default(head_bias_1, _reshape_alias_18, t_13);  head_bias_1 = _reshape_alias_18 = t_13 = None
    return addmm_6
