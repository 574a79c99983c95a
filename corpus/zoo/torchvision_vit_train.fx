# torchvision_vit_train (train mode): torchvision VisionTransformer(image_size=32, patch_size=8, num_layers=2, num_heads=2, hidden_dim=16, mlp_dim=32, num_classes=10), training mode (dropout 0, so it computes what eval mode does, through nn.MultiheadAttention's slow path)
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, class_token_1: "f32[1, 1, 16]", conv_proj_weight_1: "f32[16, 3, 8, 8]", conv_proj_bias_1: "f32[16]", encoder_pos_embedding_1: "f32[1, 17, 16]", encoder_layers_encoder_layer_0_ln_1_weight_1: "f32[16]", encoder_layers_encoder_layer_0_ln_1_bias_1: "f32[16]", encoder_layers_encoder_layer_0_self_attention_in_proj_weight_1: "f32[48, 16]", encoder_layers_encoder_layer_0_self_attention_in_proj_bias_1: "f32[48]", encoder_layers_encoder_layer_0_self_attention_out_proj_weight_1: "f32[16, 16]", encoder_layers_encoder_layer_0_self_attention_out_proj_bias_1: "f32[16]", encoder_layers_encoder_layer_0_ln_2_weight_1: "f32[16]", encoder_layers_encoder_layer_0_ln_2_bias_1: "f32[16]", encoder_layers_encoder_layer_0_mlp_0_weight_1: "f32[32, 16]", encoder_layers_encoder_layer_0_mlp_0_bias_1: "f32[32]", encoder_layers_encoder_layer_0_mlp_3_weight_1: "f32[16, 32]", encoder_layers_encoder_layer_0_mlp_3_bias_1: "f32[16]", encoder_layers_encoder_layer_1_ln_1_weight_1: "f32[16]", encoder_layers_encoder_layer_1_ln_1_bias_1: "f32[16]", encoder_layers_encoder_layer_1_self_attention_in_proj_weight_1: "f32[48, 16]", encoder_layers_encoder_layer_1_self_attention_in_proj_bias_1: "f32[48]", encoder_layers_encoder_layer_1_self_attention_out_proj_weight_1: "f32[16, 16]", encoder_layers_encoder_layer_1_self_attention_out_proj_bias_1: "f32[16]", encoder_layers_encoder_layer_1_ln_2_weight_1: "f32[16]", encoder_layers_encoder_layer_1_ln_2_bias_1: "f32[16]", encoder_layers_encoder_layer_1_mlp_0_weight_1: "f32[32, 16]", encoder_layers_encoder_layer_1_mlp_0_bias_1: "f32[32]", encoder_layers_encoder_layer_1_mlp_3_weight_1: "f32[16, 32]", encoder_layers_encoder_layer_1_mlp_3_bias_1: "f32[16]", encoder_ln_weight_1: "f32[16]", encoder_ln_bias_1: "f32[16]", heads_head_weight_1: "f32[10, 16]", heads_head_bias_1: "f32[10]", x_1: "f32[1, 3, 32, 32]"):
    convolution: "f32[1, 16, 4, 4][256, 16, 4, 1]" = torch.ops.aten.convolution.default(x_1, conv_proj_weight_1, conv_proj_bias_1, [8, 8], [0, 0], [1, 1], False, [0, 0], 1);  x_1 = conv_proj_weight_1 = conv_proj_bias_1 = None
    _reshape_alias: "f32[1, 16, 16][256, 16, 1]" = torch.ops.aten._reshape_alias.default(convolution, [1, 16, 16], [256, 16, 1]);  convolution = None
    permute: "f32[1, 16, 16][256, 1, 16]" = torch.ops.aten.permute.default(_reshape_alias, [0, 2, 1]);  _reshape_alias = None
    expand: "f32[1, 1, 16][16, 16, 1]" = torch.ops.aten.expand.default(class_token_1, [1, -1, -1]);  class_token_1 = None
    cat: "f32[1, 17, 16][272, 16, 1]" = torch.ops.aten.cat.default([expand, permute], 1);  expand = permute = None
    add: "f32[1, 17, 16][272, 16, 1]" = torch.ops.aten.add.Tensor(cat, encoder_pos_embedding_1);  cat = encoder_pos_embedding_1 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [16], encoder_layers_encoder_layer_0_ln_1_weight_1, encoder_layers_encoder_layer_0_ln_1_bias_1, 1e-06);  encoder_layers_encoder_layer_0_ln_1_weight_1 = encoder_layers_encoder_layer_0_ln_1_bias_1 = None
    getitem: "f32[1, 17, 16][272, 16, 1]" = native_layer_norm[0]
    getitem_1: "f32[1, 17, 1][17, 1, 1]" = native_layer_norm[1]
    getitem_2: "f32[1, 17, 1][17, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    transpose: "f32[17, 1, 16][16, 272, 1]" = torch.ops.aten.transpose.int(getitem, 1, 0);  getitem = None
    t: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(encoder_layers_encoder_layer_0_self_attention_in_proj_weight_1);  encoder_layers_encoder_layer_0_self_attention_in_proj_weight_1 = None
    view: "f32[17, 16][16, 1]" = torch.ops.aten.view.default(transpose, [17, 16]);  transpose = None
    addmm: "f32[17, 48][48, 1]" = torch.ops.aten.addmm.default(encoder_layers_encoder_layer_0_self_attention_in_proj_bias_1, view, t);  encoder_layers_encoder_layer_0_self_attention_in_proj_bias_1 = view = t = None
    view_1: "f32[17, 1, 48][48, 48, 1]" = torch.ops.aten.view.default(addmm, [17, 1, 48]);  addmm = None
    split = torch.ops.aten.split.Tensor(view_1, 16, -1);  view_1 = None
    getitem_3: "f32[17, 1, 16][48, 48, 1]" = split[0]
    getitem_4: "f32[17, 1, 16][48, 48, 1]@16" = split[1]
    getitem_5: "f32[17, 1, 16][48, 48, 1]@32" = split[2];  split = None
    clone: "f32[17, 1, 16][16, 16, 1]" = torch.ops.aten.clone.default(getitem_3, memory_format = torch.contiguous_format);  getitem_3 = None
    view_2: "f32[17, 2, 8][16, 8, 1]" = torch.ops.aten.view.default(clone, [17, 2, 8]);  clone = None
    transpose_1: "f32[2, 17, 8][8, 16, 1]" = torch.ops.aten.transpose.int(view_2, 0, 1);  view_2 = None
    clone_1: "f32[17, 1, 16][16, 16, 1]" = torch.ops.aten.clone.default(getitem_4, memory_format = torch.contiguous_format);  getitem_4 = None
    view_3: "f32[17, 2, 8][16, 8, 1]" = torch.ops.aten.view.default(clone_1, [17, 2, 8]);  clone_1 = None
    transpose_2: "f32[2, 17, 8][8, 16, 1]" = torch.ops.aten.transpose.int(view_3, 0, 1);  view_3 = None
    clone_2: "f32[17, 1, 16][16, 16, 1]" = torch.ops.aten.clone.default(getitem_5, memory_format = torch.contiguous_format);  getitem_5 = None
    view_4: "f32[17, 2, 8][16, 8, 1]" = torch.ops.aten.view.default(clone_2, [17, 2, 8]);  clone_2 = None
    transpose_3: "f32[2, 17, 8][8, 16, 1]" = torch.ops.aten.transpose.int(view_4, 0, 1);  view_4 = None
    div: "f32[2, 17, 8][8, 16, 1]" = torch.ops.aten.div.Tensor(transpose_1, 2.8284271247461903);  transpose_1 = None
    transpose_4: "f32[2, 8, 17][8, 1, 16]" = torch.ops.aten.transpose.int(transpose_2, -2, -1);  transpose_2 = None
    bmm: "f32[2, 17, 17][289, 17, 1]" = torch.ops.aten.bmm.default(div, transpose_4);  div = transpose_4 = None
    _softmax: "f32[2, 17, 17][289, 17, 1]" = torch.ops.aten._softmax.default(bmm, -1, False);  bmm = None
    bmm_1: "f32[2, 17, 8][136, 8, 1]" = torch.ops.aten.bmm.default(_softmax, transpose_3);  _softmax = transpose_3 = None
    transpose_5: "f32[17, 2, 8][8, 136, 1]" = torch.ops.aten.transpose.int(bmm_1, 0, 1);  bmm_1 = None
    clone_3: "f32[17, 2, 8][16, 8, 1]" = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    view_5: "f32[17, 16][16, 1]" = torch.ops.aten.view.default(clone_3, [17, 16]);  clone_3 = None
    t_1: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(encoder_layers_encoder_layer_0_self_attention_out_proj_weight_1);  encoder_layers_encoder_layer_0_self_attention_out_proj_weight_1 = None
    addmm_1: "f32[17, 16][16, 1]" = torch.ops.aten.addmm.default(encoder_layers_encoder_layer_0_self_attention_out_proj_bias_1, view_5, t_1);  encoder_layers_encoder_layer_0_self_attention_out_proj_bias_1 = view_5 = t_1 = None
    view_6: "f32[17, 1, 16][16, 16, 1]" = torch.ops.aten.view.default(addmm_1, [17, 1, 16]);  addmm_1 = None
    transpose_6: "f32[1, 17, 16][16, 16, 1]" = torch.ops.aten.transpose.int(view_6, 1, 0);  view_6 = None
    add_1: "f32[1, 17, 16][272, 16, 1]" = torch.ops.aten.add.Tensor(transpose_6, add);  transpose_6 = add = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [16], encoder_layers_encoder_layer_0_ln_2_weight_1, encoder_layers_encoder_layer_0_ln_2_bias_1, 1e-06);  encoder_layers_encoder_layer_0_ln_2_weight_1 = encoder_layers_encoder_layer_0_ln_2_bias_1 = None
    getitem_6: "f32[1, 17, 16][272, 16, 1]" = native_layer_norm_1[0]
    getitem_7: "f32[1, 17, 1][17, 1, 1]" = native_layer_norm_1[1]
    getitem_8: "f32[1, 17, 1][17, 1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    t_2: "f32[16, 32][1, 16]" = torch.ops.aten.t.default(encoder_layers_encoder_layer_0_mlp_0_weight_1);  encoder_layers_encoder_layer_0_mlp_0_weight_1 = None
    view_7: "f32[17, 16][16, 1]" = torch.ops.aten.view.default(getitem_6, [17, 16]);  getitem_6 = None
    addmm_2: "f32[17, 32][32, 1]" = torch.ops.aten.addmm.default(encoder_layers_encoder_layer_0_mlp_0_bias_1, view_7, t_2);  encoder_layers_encoder_layer_0_mlp_0_bias_1 = view_7 = t_2 = None
    view_8: "f32[1, 17, 32][544, 32, 1]" = torch.ops.aten.view.default(addmm_2, [1, 17, 32]);  addmm_2 = None
    gelu: "f32[1, 17, 32][544, 32, 1]" = torch.ops.aten.gelu.default(view_8);  view_8 = None
    t_3: "f32[32, 16][1, 32]" = torch.ops.aten.t.default(encoder_layers_encoder_layer_0_mlp_3_weight_1);  encoder_layers_encoder_layer_0_mlp_3_weight_1 = None
    view_9: "f32[17, 32][32, 1]" = torch.ops.aten.view.default(gelu, [17, 32]);  gelu = None
    addmm_3: "f32[17, 16][16, 1]" = torch.ops.aten.addmm.default(encoder_layers_encoder_layer_0_mlp_3_bias_1, view_9, t_3);  encoder_layers_encoder_layer_0_mlp_3_bias_1 = view_9 = t_3 = None
    view_10: "f32[1, 17, 16][272, 16, 1]" = torch.ops.aten.view.default(addmm_3, [1, 17, 16]);  addmm_3 = None
    add_2: "f32[1, 17, 16][272, 16, 1]" = torch.ops.aten.add.Tensor(add_1, view_10);  add_1 = view_10 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [16], encoder_layers_encoder_layer_1_ln_1_weight_1, encoder_layers_encoder_layer_1_ln_1_bias_1, 1e-06);  encoder_layers_encoder_layer_1_ln_1_weight_1 = encoder_layers_encoder_layer_1_ln_1_bias_1 = None
    getitem_9: "f32[1, 17, 16][272, 16, 1]" = native_layer_norm_2[0]
    getitem_10: "f32[1, 17, 1][17, 1, 1]" = native_layer_norm_2[1]
    getitem_11: "f32[1, 17, 1][17, 1, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None
    transpose_7: "f32[17, 1, 16][16, 272, 1]" = torch.ops.aten.transpose.int(getitem_9, 1, 0);  getitem_9 = None
    t_4: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(encoder_layers_encoder_layer_1_self_attention_in_proj_weight_1);  encoder_layers_encoder_layer_1_self_attention_in_proj_weight_1 = None
    view_11: "f32[17, 16][16, 1]" = torch.ops.aten.view.default(transpose_7, [17, 16]);  transpose_7 = None
    addmm_4: "f32[17, 48][48, 1]" = torch.ops.aten.addmm.default(encoder_layers_encoder_layer_1_self_attention_in_proj_bias_1, view_11, t_4);  encoder_layers_encoder_layer_1_self_attention_in_proj_bias_1 = view_11 = t_4 = None
    view_12: "f32[17, 1, 48][48, 48, 1]" = torch.ops.aten.view.default(addmm_4, [17, 1, 48]);  addmm_4 = None
    split_1 = torch.ops.aten.split.Tensor(view_12, 16, -1);  view_12 = None
    getitem_12: "f32[17, 1, 16][48, 48, 1]" = split_1[0]
    getitem_13: "f32[17, 1, 16][48, 48, 1]@16" = split_1[1]
    getitem_14: "f32[17, 1, 16][48, 48, 1]@32" = split_1[2];  split_1 = None
    clone_4: "f32[17, 1, 16][16, 16, 1]" = torch.ops.aten.clone.default(getitem_12, memory_format = torch.contiguous_format);  getitem_12 = None
    view_13: "f32[17, 2, 8][16, 8, 1]" = torch.ops.aten.view.default(clone_4, [17, 2, 8]);  clone_4 = None
    transpose_8: "f32[2, 17, 8][8, 16, 1]" = torch.ops.aten.transpose.int(view_13, 0, 1);  view_13 = None
    clone_5: "f32[17, 1, 16][16, 16, 1]" = torch.ops.aten.clone.default(getitem_13, memory_format = torch.contiguous_format);  getitem_13 = None
    view_14: "f32[17, 2, 8][16, 8, 1]" = torch.ops.aten.view.default(clone_5, [17, 2, 8]);  clone_5 = None
    transpose_9: "f32[2, 17, 8][8, 16, 1]" = torch.ops.aten.transpose.int(view_14, 0, 1);  view_14 = None
    clone_6: "f32[17, 1, 16][16, 16, 1]" = torch.ops.aten.clone.default(getitem_14, memory_format = torch.contiguous_format);  getitem_14 = None
    view_15: "f32[17, 2, 8][16, 8, 1]" = torch.ops.aten.view.default(clone_6, [17, 2, 8]);  clone_6 = None
    transpose_10: "f32[2, 17, 8][8, 16, 1]" = torch.ops.aten.transpose.int(view_15, 0, 1);  view_15 = None
    div_1: "f32[2, 17, 8][8, 16, 1]" = torch.ops.aten.div.Tensor(transpose_8, 2.8284271247461903);  transpose_8 = None
    transpose_11: "f32[2, 8, 17][8, 1, 16]" = torch.ops.aten.transpose.int(transpose_9, -2, -1);  transpose_9 = None
    bmm_2: "f32[2, 17, 17][289, 17, 1]" = torch.ops.aten.bmm.default(div_1, transpose_11);  div_1 = transpose_11 = None
    _softmax_1: "f32[2, 17, 17][289, 17, 1]" = torch.ops.aten._softmax.default(bmm_2, -1, False);  bmm_2 = None
    bmm_3: "f32[2, 17, 8][136, 8, 1]" = torch.ops.aten.bmm.default(_softmax_1, transpose_10);  _softmax_1 = transpose_10 = None
    transpose_12: "f32[17, 2, 8][8, 136, 1]" = torch.ops.aten.transpose.int(bmm_3, 0, 1);  bmm_3 = None
    clone_7: "f32[17, 2, 8][16, 8, 1]" = torch.ops.aten.clone.default(transpose_12, memory_format = torch.contiguous_format);  transpose_12 = None
    view_16: "f32[17, 16][16, 1]" = torch.ops.aten.view.default(clone_7, [17, 16]);  clone_7 = None
    t_5: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(encoder_layers_encoder_layer_1_self_attention_out_proj_weight_1);  encoder_layers_encoder_layer_1_self_attention_out_proj_weight_1 = None
    addmm_5: "f32[17, 16][16, 1]" = torch.ops.aten.addmm.default(encoder_layers_encoder_layer_1_self_attention_out_proj_bias_1, view_16, t_5);  encoder_layers_encoder_layer_1_self_attention_out_proj_bias_1 = view_16 = t_5 = None
    view_17: "f32[17, 1, 16][16, 16, 1]" = torch.ops.aten.view.default(addmm_5, [17, 1, 16]);  addmm_5 = None
    transpose_13: "f32[1, 17, 16][16, 16, 1]" = torch.ops.aten.transpose.int(view_17, 1, 0);  view_17 = None
    add_3: "f32[1, 17, 16][272, 16, 1]" = torch.ops.aten.add.Tensor(transpose_13, add_2);  transpose_13 = add_2 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [16], encoder_layers_encoder_layer_1_ln_2_weight_1, encoder_layers_encoder_layer_1_ln_2_bias_1, 1e-06);  encoder_layers_encoder_layer_1_ln_2_weight_1 = encoder_layers_encoder_layer_1_ln_2_bias_1 = None
    getitem_15: "f32[1, 17, 16][272, 16, 1]" = native_layer_norm_3[0]
    getitem_16: "f32[1, 17, 1][17, 1, 1]" = native_layer_norm_3[1]
    getitem_17: "f32[1, 17, 1][17, 1, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None
    t_6: "f32[16, 32][1, 16]" = torch.ops.aten.t.default(encoder_layers_encoder_layer_1_mlp_0_weight_1);  encoder_layers_encoder_layer_1_mlp_0_weight_1 = None
    view_18: "f32[17, 16][16, 1]" = torch.ops.aten.view.default(getitem_15, [17, 16]);  getitem_15 = None
    addmm_6: "f32[17, 32][32, 1]" = torch.ops.aten.addmm.default(encoder_layers_encoder_layer_1_mlp_0_bias_1, view_18, t_6);  encoder_layers_encoder_layer_1_mlp_0_bias_1 = view_18 = t_6 = None
    view_19: "f32[1, 17, 32][544, 32, 1]" = torch.ops.aten.view.default(addmm_6, [1, 17, 32]);  addmm_6 = None
    gelu_1: "f32[1, 17, 32][544, 32, 1]" = torch.ops.aten.gelu.default(view_19);  view_19 = None
    t_7: "f32[32, 16][1, 32]" = torch.ops.aten.t.default(encoder_layers_encoder_layer_1_mlp_3_weight_1);  encoder_layers_encoder_layer_1_mlp_3_weight_1 = None
    view_20: "f32[17, 32][32, 1]" = torch.ops.aten.view.default(gelu_1, [17, 32]);  gelu_1 = None
    addmm_7: "f32[17, 16][16, 1]" = torch.ops.aten.addmm.default(encoder_layers_encoder_layer_1_mlp_3_bias_1, view_20, t_7);  encoder_layers_encoder_layer_1_mlp_3_bias_1 = view_20 = t_7 = None
    view_21: "f32[1, 17, 16][272, 16, 1]" = torch.ops.aten.view.default(addmm_7, [1, 17, 16]);  addmm_7 = None
    add_4: "f32[1, 17, 16][272, 16, 1]" = torch.ops.aten.add.Tensor(add_3, view_21);  add_3 = view_21 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [16], encoder_ln_weight_1, encoder_ln_bias_1, 1e-06);  add_4 = encoder_ln_weight_1 = encoder_ln_bias_1 = None
    getitem_18: "f32[1, 17, 16][272, 16, 1]" = native_layer_norm_4[0]
    getitem_19: "f32[1, 17, 1][17, 1, 1]" = native_layer_norm_4[1]
    getitem_20: "f32[1, 17, 1][17, 1, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None
    slice_1: "f32[1, 17, 16][272, 16, 1]" = torch.ops.aten.slice.Tensor(getitem_18, 0, 0, 9223372036854775807);  getitem_18 = None
    select: "f32[1, 16][272, 1]" = torch.ops.aten.select.int(slice_1, 1, 0);  slice_1 = None
    t_8: "f32[16, 10][1, 16]" = torch.ops.aten.t.default(heads_head_weight_1);  heads_head_weight_1 = None
    addmm_8: "f32[1, 10][10, 1]" = torch.ops.aten.addmm.default(heads_head_bias_1, select, t_8);  heads_head_bias_1 = select = t_8 = None
    return addmm_8
