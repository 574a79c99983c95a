# Transformer_eval: nn.Transformer from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, encoder_layers_0_self_attn_in_proj_weight_1: "f32[12, 4]", encoder_layers_0_self_attn_in_proj_bias_1: "f32[12]", encoder_layers_0_self_attn_out_proj_weight_1: "f32[4, 4]", encoder_layers_0_self_attn_out_proj_bias_1: "f32[4]", encoder_layers_0_linear1_weight_1: "f32[8, 4]", encoder_layers_0_linear1_bias_1: "f32[8]", encoder_layers_0_linear2_weight_1: "f32[4, 8]", encoder_layers_0_linear2_bias_1: "f32[4]", encoder_layers_0_norm1_weight_1: "f32[4]", encoder_layers_0_norm1_bias_1: "f32[4]", encoder_layers_0_norm2_weight_1: "f32[4]", encoder_layers_0_norm2_bias_1: "f32[4]", encoder_norm_weight_1: "f32[4]", encoder_norm_bias_1: "f32[4]", decoder_layers_0_self_attn_in_proj_weight_1: "f32[12, 4]", decoder_layers_0_self_attn_in_proj_bias_1: "f32[12]", decoder_layers_0_self_attn_out_proj_weight_1: "f32[4, 4]", decoder_layers_0_self_attn_out_proj_bias_1: "f32[4]", decoder_layers_0_multihead_attn_in_proj_weight_1: "f32[12, 4]", decoder_layers_0_multihead_attn_in_proj_bias_1: "f32[12]", decoder_layers_0_multihead_attn_out_proj_weight_1: "f32[4, 4]", decoder_layers_0_multihead_attn_out_proj_bias_1: "f32[4]", decoder_layers_0_linear1_weight_1: "f32[8, 4]", decoder_layers_0_linear1_bias_1: "f32[8]", decoder_layers_0_linear2_weight_1: "f32[4, 8]", decoder_layers_0_linear2_bias_1: "f32[4]", decoder_layers_0_norm1_weight_1: "f32[4]", decoder_layers_0_norm1_bias_1: "f32[4]", decoder_layers_0_norm2_weight_1: "f32[4]", decoder_layers_0_norm2_bias_1: "f32[4]", decoder_layers_0_norm3_weight_1: "f32[4]", decoder_layers_0_norm3_bias_1: "f32[4]", decoder_norm_weight_1: "f32[4]", decoder_norm_bias_1: "f32[4]", src_1: "f32[3, 4]", tgt_1: "f32[3, 4]"):
    native_layer_norm = torch.ops.aten.native_layer_norm.default(src_1, [4], encoder_layers_0_norm1_weight_1, encoder_layers_0_norm1_bias_1, 1e-05);  encoder_layers_0_norm1_weight_1 = encoder_layers_0_norm1_bias_1 = None
    getitem: "f32[3, 4][4, 1]" = native_layer_norm[0]
    getitem_1: "f32[3, 1][1, 1]" = native_layer_norm[1]
    getitem_2: "f32[3, 1][1, 1]" = native_layer_norm[2];  native_layer_norm = None
    unsqueeze: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.unsqueeze.default(getitem, 1)
    unsqueeze_1: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.unsqueeze.default(getitem, 1)
    unsqueeze_2: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.unsqueeze.default(getitem, 1);  getitem = None
    split = torch.ops.aten.split.Tensor(encoder_layers_0_self_attn_in_proj_weight_1, 4);  encoder_layers_0_self_attn_in_proj_weight_1 = None
    getitem_3: "f32[4, 4][4, 1]" = split[0]
    getitem_4: "f32[4, 4][4, 1]@16" = split[1]
    getitem_5: "f32[4, 4][4, 1]@32" = split[2];  split = None
    split_1 = torch.ops.aten.split.Tensor(encoder_layers_0_self_attn_in_proj_bias_1, 4);  encoder_layers_0_self_attn_in_proj_bias_1 = None
    getitem_6: "f32[4][1]" = split_1[0]
    getitem_7: "f32[4][1]@4" = split_1[1]
    getitem_8: "f32[4][1]@8" = split_1[2];  split_1 = None
    t: "f32[4, 4][1, 4]" = torch.ops.aten.t.default(getitem_3);  getitem_3 = None
    view: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(unsqueeze, [3, 4]);  unsqueeze = None
    addmm: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(getitem_6, view, t);  getitem_6 = view = t = None
    view_1: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm, [3, 1, 4]);  addmm = None
    t_1: "f32[4, 4][1, 4]@16" = torch.ops.aten.t.default(getitem_4);  getitem_4 = None
    view_2: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(unsqueeze_1, [3, 4]);  unsqueeze_1 = None
    addmm_1: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(getitem_7, view_2, t_1);  getitem_7 = view_2 = t_1 = None
    view_3: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm_1, [3, 1, 4]);  addmm_1 = None
    t_2: "f32[4, 4][1, 4]@32" = torch.ops.aten.t.default(getitem_5);  getitem_5 = None
    view_4: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(unsqueeze_2, [3, 4]);  unsqueeze_2 = None
    addmm_2: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(getitem_8, view_4, t_2);  getitem_8 = view_4 = t_2 = None
    view_5: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm_2, [3, 1, 4]);  addmm_2 = None
    view_6: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.view.default(view_1, [3, 2, 2]);  view_1 = None
    transpose: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.transpose.int(view_6, 0, 1);  view_6 = None
    view_7: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.view.default(view_3, [3, 2, 2]);  view_3 = None
    transpose_1: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.transpose.int(view_7, 0, 1);  view_7 = None
    view_8: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.view.default(view_5, [3, 2, 2]);  view_5 = None
    transpose_2: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.transpose.int(view_8, 0, 1);  view_8 = None
    div: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.div.Tensor(transpose, 1.4142135623730951);  transpose = None
    transpose_3: "f32[2, 2, 3][2, 1, 4]" = torch.ops.aten.transpose.int(transpose_1, -2, -1);  transpose_1 = None
    bmm: "f32[2, 3, 3][9, 3, 1]" = torch.ops.aten.bmm.default(div, transpose_3);  div = transpose_3 = None
    _softmax: "f32[2, 3, 3][9, 3, 1]" = torch.ops.aten._softmax.default(bmm, -1, False);  bmm = None
    bmm_1: "f32[2, 3, 2][6, 2, 1]" = torch.ops.aten.bmm.default(_softmax, transpose_2);  _softmax = transpose_2 = None
    transpose_4: "f32[3, 2, 2][2, 6, 1]" = torch.ops.aten.transpose.int(bmm_1, 0, 1);  bmm_1 = None
    clone: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_9: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(clone, [3, 4]);  clone = None
    t_3: "f32[4, 4][1, 4]" = torch.ops.aten.t.default(encoder_layers_0_self_attn_out_proj_weight_1);  encoder_layers_0_self_attn_out_proj_weight_1 = None
    addmm_3: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(encoder_layers_0_self_attn_out_proj_bias_1, view_9, t_3);  encoder_layers_0_self_attn_out_proj_bias_1 = view_9 = t_3 = None
    view_10: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm_3, [3, 1, 4]);  addmm_3 = None
    squeeze: "f32[3, 4][4, 1]" = torch.ops.aten.squeeze.dim(view_10, 1);  view_10 = None
    add: "f32[3, 4][4, 1]" = torch.ops.aten.add.Tensor(src_1, squeeze);  src_1 = squeeze = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [4], encoder_layers_0_norm2_weight_1, encoder_layers_0_norm2_bias_1, 1e-05);  encoder_layers_0_norm2_weight_1 = encoder_layers_0_norm2_bias_1 = None
    getitem_9: "f32[3, 4][4, 1]" = native_layer_norm_1[0]
    getitem_10: "f32[3, 1][1, 1]" = native_layer_norm_1[1]
    getitem_11: "f32[3, 1][1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    t_4: "f32[4, 8][1, 4]" = torch.ops.aten.t.default(encoder_layers_0_linear1_weight_1);  encoder_layers_0_linear1_weight_1 = None
    addmm_4: "f32[3, 8][8, 1]" = torch.ops.aten.addmm.default(encoder_layers_0_linear1_bias_1, getitem_9, t_4);  encoder_layers_0_linear1_bias_1 = getitem_9 = t_4 = None
    relu: "f32[3, 8][8, 1]" = torch.ops.aten.relu.default(addmm_4);  addmm_4 = None
    t_5: "f32[8, 4][1, 8]" = torch.ops.aten.t.default(encoder_layers_0_linear2_weight_1);  encoder_layers_0_linear2_weight_1 = None
    addmm_5: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(encoder_layers_0_linear2_bias_1, relu, t_5);  encoder_layers_0_linear2_bias_1 = relu = t_5 = None
    add_1: "f32[3, 4][4, 1]" = torch.ops.aten.add.Tensor(add, addmm_5);  add = addmm_5 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_1, [4], encoder_norm_weight_1, encoder_norm_bias_1, 1e-05);  add_1 = encoder_norm_weight_1 = encoder_norm_bias_1 = None
    getitem_12: "f32[3, 4][4, 1]" = native_layer_norm_2[0]
    getitem_13: "f32[3, 1][1, 1]" = native_layer_norm_2[1]
    getitem_14: "f32[3, 1][1, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(tgt_1, [4], decoder_layers_0_norm1_weight_1, decoder_layers_0_norm1_bias_1, 1e-05);  decoder_layers_0_norm1_weight_1 = decoder_layers_0_norm1_bias_1 = None
    getitem_15: "f32[3, 4][4, 1]" = native_layer_norm_3[0]
    getitem_16: "f32[3, 1][1, 1]" = native_layer_norm_3[1]
    getitem_17: "f32[3, 1][1, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None
    unsqueeze_3: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.unsqueeze.default(getitem_15, 1)
    unsqueeze_4: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.unsqueeze.default(getitem_15, 1)
    unsqueeze_5: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.unsqueeze.default(getitem_15, 1);  getitem_15 = None
    split_2 = torch.ops.aten.split.Tensor(decoder_layers_0_self_attn_in_proj_weight_1, 4);  decoder_layers_0_self_attn_in_proj_weight_1 = None
    getitem_18: "f32[4, 4][4, 1]" = split_2[0]
    getitem_19: "f32[4, 4][4, 1]@16" = split_2[1]
    getitem_20: "f32[4, 4][4, 1]@32" = split_2[2];  split_2 = None
    split_3 = torch.ops.aten.split.Tensor(decoder_layers_0_self_attn_in_proj_bias_1, 4);  decoder_layers_0_self_attn_in_proj_bias_1 = None
    getitem_21: "f32[4][1]" = split_3[0]
    getitem_22: "f32[4][1]@4" = split_3[1]
    getitem_23: "f32[4][1]@8" = split_3[2];  split_3 = None
    t_6: "f32[4, 4][1, 4]" = torch.ops.aten.t.default(getitem_18);  getitem_18 = None
    view_11: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(unsqueeze_3, [3, 4]);  unsqueeze_3 = None
    addmm_6: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(getitem_21, view_11, t_6);  getitem_21 = view_11 = t_6 = None
    view_12: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm_6, [3, 1, 4]);  addmm_6 = None
    t_7: "f32[4, 4][1, 4]@16" = torch.ops.aten.t.default(getitem_19);  getitem_19 = None
    view_13: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(unsqueeze_4, [3, 4]);  unsqueeze_4 = None
    addmm_7: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(getitem_22, view_13, t_7);  getitem_22 = view_13 = t_7 = None
    view_14: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm_7, [3, 1, 4]);  addmm_7 = None
    t_8: "f32[4, 4][1, 4]@32" = torch.ops.aten.t.default(getitem_20);  getitem_20 = None
    view_15: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(unsqueeze_5, [3, 4]);  unsqueeze_5 = None
    addmm_8: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(getitem_23, view_15, t_8);  getitem_23 = view_15 = t_8 = None
    view_16: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm_8, [3, 1, 4]);  addmm_8 = None
    view_17: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.view.default(view_12, [3, 2, 2]);  view_12 = None
    transpose_5: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.transpose.int(view_17, 0, 1);  view_17 = None
    view_18: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.view.default(view_14, [3, 2, 2]);  view_14 = None
    transpose_6: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.transpose.int(view_18, 0, 1);  view_18 = None
    view_19: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.view.default(view_16, [3, 2, 2]);  view_16 = None
    transpose_7: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.transpose.int(view_19, 0, 1);  view_19 = None
    div_1: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.div.Tensor(transpose_5, 1.4142135623730951);  transpose_5 = None
    transpose_8: "f32[2, 2, 3][2, 1, 4]" = torch.ops.aten.transpose.int(transpose_6, -2, -1);  transpose_6 = None
    bmm_2: "f32[2, 3, 3][9, 3, 1]" = torch.ops.aten.bmm.default(div_1, transpose_8);  div_1 = transpose_8 = None
    _softmax_1: "f32[2, 3, 3][9, 3, 1]" = torch.ops.aten._softmax.default(bmm_2, -1, False);  bmm_2 = None
    bmm_3: "f32[2, 3, 2][6, 2, 1]" = torch.ops.aten.bmm.default(_softmax_1, transpose_7);  _softmax_1 = transpose_7 = None
    transpose_9: "f32[3, 2, 2][2, 6, 1]" = torch.ops.aten.transpose.int(bmm_3, 0, 1);  bmm_3 = None
    clone_1: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    view_20: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(clone_1, [3, 4]);  clone_1 = None
    t_9: "f32[4, 4][1, 4]" = torch.ops.aten.t.default(decoder_layers_0_self_attn_out_proj_weight_1);  decoder_layers_0_self_attn_out_proj_weight_1 = None
    addmm_9: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(decoder_layers_0_self_attn_out_proj_bias_1, view_20, t_9);  decoder_layers_0_self_attn_out_proj_bias_1 = view_20 = t_9 = None
    view_21: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm_9, [3, 1, 4]);  addmm_9 = None
    squeeze_1: "f32[3, 4][4, 1]" = torch.ops.aten.squeeze.dim(view_21, 1);  view_21 = None
    add_2: "f32[3, 4][4, 1]" = torch.ops.aten.add.Tensor(tgt_1, squeeze_1);  tgt_1 = squeeze_1 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_2, [4], decoder_layers_0_norm2_weight_1, decoder_layers_0_norm2_bias_1, 1e-05);  decoder_layers_0_norm2_weight_1 = decoder_layers_0_norm2_bias_1 = None
    getitem_24: "f32[3, 4][4, 1]" = native_layer_norm_4[0]
    getitem_25: "f32[3, 1][1, 1]" = native_layer_norm_4[1]
    getitem_26: "f32[3, 1][1, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None
    unsqueeze_6: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.unsqueeze.default(getitem_24, 1);  getitem_24 = None
    unsqueeze_7: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.unsqueeze.default(getitem_12, 1)
    unsqueeze_8: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.unsqueeze.default(getitem_12, 1);  getitem_12 = None
    split_4 = torch.ops.aten.split.Tensor(decoder_layers_0_multihead_attn_in_proj_weight_1, 4);  decoder_layers_0_multihead_attn_in_proj_weight_1 = None
    getitem_27: "f32[4, 4][4, 1]" = split_4[0]
    getitem_28: "f32[4, 4][4, 1]@16" = split_4[1]
    getitem_29: "f32[4, 4][4, 1]@32" = split_4[2];  split_4 = None
    split_5 = torch.ops.aten.split.Tensor(decoder_layers_0_multihead_attn_in_proj_bias_1, 4);  decoder_layers_0_multihead_attn_in_proj_bias_1 = None
    getitem_30: "f32[4][1]" = split_5[0]
    getitem_31: "f32[4][1]@4" = split_5[1]
    getitem_32: "f32[4][1]@8" = split_5[2];  split_5 = None
    t_10: "f32[4, 4][1, 4]" = torch.ops.aten.t.default(getitem_27);  getitem_27 = None
    view_22: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(unsqueeze_6, [3, 4]);  unsqueeze_6 = None
    addmm_10: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(getitem_30, view_22, t_10);  getitem_30 = view_22 = t_10 = None
    view_23: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm_10, [3, 1, 4]);  addmm_10 = None
    t_11: "f32[4, 4][1, 4]@16" = torch.ops.aten.t.default(getitem_28);  getitem_28 = None
    view_24: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(unsqueeze_7, [3, 4]);  unsqueeze_7 = None
    addmm_11: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(getitem_31, view_24, t_11);  getitem_31 = view_24 = t_11 = None
    view_25: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm_11, [3, 1, 4]);  addmm_11 = None
    t_12: "f32[4, 4][1, 4]@32" = torch.ops.aten.t.default(getitem_29);  getitem_29 = None
    view_26: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(unsqueeze_8, [3, 4]);  unsqueeze_8 = None
    addmm_12: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(getitem_32, view_26, t_12);  getitem_32 = view_26 = t_12 = None
    view_27: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm_12, [3, 1, 4]);  addmm_12 = None
    view_28: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.view.default(view_23, [3, 2, 2]);  view_23 = None
    transpose_10: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.transpose.int(view_28, 0, 1);  view_28 = None
    view_29: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.view.default(view_25, [3, 2, 2]);  view_25 = None
    transpose_11: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.transpose.int(view_29, 0, 1);  view_29 = None
    view_30: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.view.default(view_27, [3, 2, 2]);  view_27 = None
    transpose_12: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.transpose.int(view_30, 0, 1);  view_30 = None
    div_2: "f32[2, 3, 2][2, 4, 1]" = torch.ops.aten.div.Tensor(transpose_10, 1.4142135623730951);  transpose_10 = None
    transpose_13: "f32[2, 2, 3][2, 1, 4]" = torch.ops.aten.transpose.int(transpose_11, -2, -1);  transpose_11 = None
    bmm_4: "f32[2, 3, 3][9, 3, 1]" = torch.ops.aten.bmm.default(div_2, transpose_13);  div_2 = transpose_13 = None
    _softmax_2: "f32[2, 3, 3][9, 3, 1]" = torch.ops.aten._softmax.default(bmm_4, -1, False);  bmm_4 = None
    bmm_5: "f32[2, 3, 2][6, 2, 1]" = torch.ops.aten.bmm.default(_softmax_2, transpose_12);  _softmax_2 = transpose_12 = None
    transpose_14: "f32[3, 2, 2][2, 6, 1]" = torch.ops.aten.transpose.int(bmm_5, 0, 1);  bmm_5 = None
    clone_2: "f32[3, 2, 2][4, 2, 1]" = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    view_31: "f32[3, 4][4, 1]" = torch.ops.aten.view.default(clone_2, [3, 4]);  clone_2 = None
    t_13: "f32[4, 4][1, 4]" = torch.ops.aten.t.default(decoder_layers_0_multihead_attn_out_proj_weight_1);  decoder_layers_0_multihead_attn_out_proj_weight_1 = None
    addmm_13: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(decoder_layers_0_multihead_attn_out_proj_bias_1, view_31, t_13);  decoder_layers_0_multihead_attn_out_proj_bias_1 = view_31 = t_13 = None
    view_32: "f32[3, 1, 4][4, 4, 1]" = torch.ops.aten.view.default(addmm_13, [3, 1, 4]);  addmm_13 = None
    squeeze_2: "f32[3, 4][4, 1]" = torch.ops.aten.squeeze.dim(view_32, 1);  view_32 = None
    add_3: "f32[3, 4][4, 1]" = torch.ops.aten.add.Tensor(add_2, squeeze_2);  add_2 = squeeze_2 = None
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_3, [4], decoder_layers_0_norm3_weight_1, decoder_layers_0_norm3_bias_1, 1e-05);  decoder_layers_0_norm3_weight_1 = decoder_layers_0_norm3_bias_1 = None
    getitem_33: "f32[3, 4][4, 1]" = native_layer_norm_5[0]
    getitem_34: "f32[3, 1][1, 1]" = native_layer_norm_5[1]
    getitem_35: "f32[3, 1][1, 1]" = native_layer_norm_5[2];  native_layer_norm_5 = None
    t_14: "f32[4, 8][1, 4]" = torch.ops.aten.t.default(decoder_layers_0_linear1_weight_1);  decoder_layers_0_linear1_weight_1 = None
    addmm_14: "f32[3, 8][8, 1]" = torch.ops.aten.addmm.default(decoder_layers_0_linear1_bias_1, getitem_33, t_14);  decoder_layers_0_linear1_bias_1 = getitem_33 = t_14 = None
    relu_1: "f32[3, 8][8, 1]" = torch.ops.aten.relu.default(addmm_14);  addmm_14 = None
    t_15: "f32[8, 4][1, 8]" = torch.ops.aten.t.default(decoder_layers_0_linear2_weight_1);  decoder_layers_0_linear2_weight_1 = None
    addmm_15: "f32[3, 4][4, 1]" = torch.ops.aten.addmm.default(decoder_layers_0_linear2_bias_1, relu_1, t_15);  decoder_layers_0_linear2_bias_1 = relu_1 = t_15 = None
    add_4: "f32[3, 4][4, 1]" = torch.ops.aten.add.Tensor(add_3, addmm_15);  add_3 = addmm_15 = None
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_4, [4], decoder_norm_weight_1, decoder_norm_bias_1, 1e-05);  add_4 = decoder_norm_weight_1 = decoder_norm_bias_1 = None
    getitem_36: "f32[3, 4][4, 1]" = native_layer_norm_6[0]
    getitem_37: "f32[3, 1][1, 1]" = native_layer_norm_6[1]
    getitem_38: "f32[3, 1][1, 1]" = native_layer_norm_6[2];  native_layer_norm_6 = None
    return getitem_36
