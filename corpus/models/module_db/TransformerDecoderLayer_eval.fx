# TransformerDecoderLayer_eval: nn.TransformerDecoderLayer from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, self_attn_in_proj_weight_1: "f32[12, 4]", self_attn_in_proj_bias_1: "f32[12]", self_attn_out_proj_weight_1: "f32[4, 4]", self_attn_out_proj_bias_1: "f32[4]", multihead_attn_in_proj_weight_1: "f32[12, 4]", multihead_attn_in_proj_bias_1: "f32[12]", multihead_attn_out_proj_weight_1: "f32[4, 4]", multihead_attn_out_proj_bias_1: "f32[4]", linear1_weight_1: "f32[16, 4]", linear1_bias_1: "f32[16]", linear2_weight_1: "f32[4, 16]", linear2_bias_1: "f32[4]", norm1_weight_1: "f32[4]", norm1_bias_1: "f32[4]", norm2_weight_1: "f32[4]", norm2_bias_1: "f32[4]", norm3_weight_1: "f32[4]", norm3_bias_1: "f32[4]", tgt_1: "f32[2, 3, 4]", memory_1: "f32[2, 3, 4]"):
    t: "f32[4, 12][1, 4]" = torch.ops.aten.t.default(self_attn_in_proj_weight_1);  self_attn_in_proj_weight_1 = None
    view: "f32[6, 4][4, 1]" = torch.ops.aten.view.default(tgt_1, [6, 4])
    addmm: "f32[6, 12][12, 1]" = torch.ops.aten.addmm.default(self_attn_in_proj_bias_1, view, t);  self_attn_in_proj_bias_1 = view = t = None
    view_1: "f32[2, 3, 12][36, 12, 1]" = torch.ops.aten.view.default(addmm, [2, 3, 12]);  addmm = None
    split = torch.ops.aten.split.Tensor(view_1, 4, -1);  view_1 = None
    getitem: "f32[2, 3, 4][36, 12, 1]" = split[0]
    getitem_1: "f32[2, 3, 4][36, 12, 1]@4" = split[1]
    getitem_2: "f32[2, 3, 4][36, 12, 1]@8" = split[2];  split = None
    clone: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.clone.default(getitem, memory_format = torch.contiguous_format);  getitem = None
    view_2: "f32[2, 6, 2][12, 2, 1]" = torch.ops.aten.view.default(clone, [2, 6, 2]);  clone = None
    transpose: "f32[6, 2, 2][2, 12, 1]" = torch.ops.aten.transpose.int(view_2, 0, 1);  view_2 = None
    clone_1: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.clone.default(getitem_1, memory_format = torch.contiguous_format);  getitem_1 = None
    view_3: "f32[2, 6, 2][12, 2, 1]" = torch.ops.aten.view.default(clone_1, [2, 6, 2]);  clone_1 = None
    transpose_1: "f32[6, 2, 2][2, 12, 1]" = torch.ops.aten.transpose.int(view_3, 0, 1);  view_3 = None
    clone_2: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.clone.default(getitem_2, memory_format = torch.contiguous_format);  getitem_2 = None
    view_4: "f32[2, 6, 2][12, 2, 1]" = torch.ops.aten.view.default(clone_2, [2, 6, 2]);  clone_2 = None
    transpose_2: "f32[6, 2, 2][2, 12, 1]" = torch.ops.aten.transpose.int(view_4, 0, 1);  view_4 = None
    div: "f32[6, 2, 2][2, 12, 1]" = torch.ops.aten.div.Tensor(transpose, 1.4142135623730951);  transpose = None
    transpose_3: "f32[6, 2, 2][2, 1, 12]" = torch.ops.aten.transpose.int(transpose_1, -2, -1);  transpose_1 = None
    bmm: "f32[6, 2, 2][4, 2, 1]" = torch.ops.aten.bmm.default(div, transpose_3);  div = transpose_3 = None
    _softmax: "f32[6, 2, 2][4, 2, 1]" = torch.ops.aten._softmax.default(bmm, -1, False);  bmm = None
    bmm_1: "f32[6, 2, 2][4, 2, 1]" = torch.ops.aten.bmm.default(_softmax, transpose_2);  _softmax = transpose_2 = None
    transpose_4: "f32[2, 6, 2][2, 4, 1]" = torch.ops.aten.transpose.int(bmm_1, 0, 1);  bmm_1 = None
    clone_3: "f32[2, 6, 2][12, 2, 1]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_5: "f32[6, 4][4, 1]" = torch.ops.aten.view.default(clone_3, [6, 4]);  clone_3 = None
    t_1: "f32[4, 4][1, 4]" = torch.ops.aten.t.default(self_attn_out_proj_weight_1);  self_attn_out_proj_weight_1 = None
    addmm_1: "f32[6, 4][4, 1]" = torch.ops.aten.addmm.default(self_attn_out_proj_bias_1, view_5, t_1);  self_attn_out_proj_bias_1 = view_5 = t_1 = None
    view_6: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.view.default(addmm_1, [2, 3, 4]);  addmm_1 = None
    add: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.add.Tensor(tgt_1, view_6);  tgt_1 = view_6 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [4], norm1_weight_1, norm1_bias_1, 1e-05);  add = norm1_weight_1 = norm1_bias_1 = None
    getitem_3: "f32[2, 3, 4][12, 4, 1]" = native_layer_norm[0]
    getitem_4: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm[1]
    getitem_5: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    split_with_sizes = torch.ops.aten.split_with_sizes.default(multihead_attn_in_proj_weight_1, [4, 8]);  multihead_attn_in_proj_weight_1 = None
    getitem_6: "f32[4, 4][4, 1]" = split_with_sizes[0]
    getitem_7: "f32[8, 4][4, 1]@16" = split_with_sizes[1];  split_with_sizes = None
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(multihead_attn_in_proj_bias_1, [4, 8]);  multihead_attn_in_proj_bias_1 = None
    getitem_8: "f32[4][1]" = split_with_sizes_1[0]
    getitem_9: "f32[8][1]@4" = split_with_sizes_1[1];  split_with_sizes_1 = None
    t_2: "f32[4, 4][1, 4]" = torch.ops.aten.t.default(getitem_6);  getitem_6 = None
    view_7: "f32[6, 4][4, 1]" = torch.ops.aten.view.default(getitem_3, [6, 4])
    addmm_2: "f32[6, 4][4, 1]" = torch.ops.aten.addmm.default(getitem_8, view_7, t_2);  getitem_8 = view_7 = t_2 = None
    view_8: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.view.default(addmm_2, [2, 3, 4]);  addmm_2 = None
    t_3: "f32[4, 8][1, 4]@16" = torch.ops.aten.t.default(getitem_7);  getitem_7 = None
    view_9: "f32[6, 4][4, 1]" = torch.ops.aten.view.default(memory_1, [6, 4]);  memory_1 = None
    addmm_3: "f32[6, 8][8, 1]" = torch.ops.aten.addmm.default(getitem_9, view_9, t_3);  getitem_9 = view_9 = t_3 = None
    view_10: "f32[2, 3, 8][24, 8, 1]" = torch.ops.aten.view.default(addmm_3, [2, 3, 8]);  addmm_3 = None
    split_1 = torch.ops.aten.split.Tensor(view_10, 4, -1);  view_10 = None
    getitem_10: "f32[2, 3, 4][24, 8, 1]" = split_1[0]
    getitem_11: "f32[2, 3, 4][24, 8, 1]@4" = split_1[1];  split_1 = None
    view_11: "f32[2, 6, 2][12, 2, 1]" = torch.ops.aten.view.default(view_8, [2, 6, 2]);  view_8 = None
    transpose_5: "f32[6, 2, 2][2, 12, 1]" = torch.ops.aten.transpose.int(view_11, 0, 1);  view_11 = None
    clone_4: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.clone.default(getitem_10, memory_format = torch.contiguous_format);  getitem_10 = None
    view_12: "f32[2, 6, 2][12, 2, 1]" = torch.ops.aten.view.default(clone_4, [2, 6, 2]);  clone_4 = None
    transpose_6: "f32[6, 2, 2][2, 12, 1]" = torch.ops.aten.transpose.int(view_12, 0, 1);  view_12 = None
    clone_5: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.clone.default(getitem_11, memory_format = torch.contiguous_format);  getitem_11 = None
    view_13: "f32[2, 6, 2][12, 2, 1]" = torch.ops.aten.view.default(clone_5, [2, 6, 2]);  clone_5 = None
    transpose_7: "f32[6, 2, 2][2, 12, 1]" = torch.ops.aten.transpose.int(view_13, 0, 1);  view_13 = None
    div_1: "f32[6, 2, 2][2, 12, 1]" = torch.ops.aten.div.Tensor(transpose_5, 1.4142135623730951);  transpose_5 = None
    transpose_8: "f32[6, 2, 2][2, 1, 12]" = torch.ops.aten.transpose.int(transpose_6, -2, -1);  transpose_6 = None
    bmm_2: "f32[6, 2, 2][4, 2, 1]" = torch.ops.aten.bmm.default(div_1, transpose_8);  div_1 = transpose_8 = None
    _softmax_1: "f32[6, 2, 2][4, 2, 1]" = torch.ops.aten._softmax.default(bmm_2, -1, False);  bmm_2 = None
    bmm_3: "f32[6, 2, 2][4, 2, 1]" = torch.ops.aten.bmm.default(_softmax_1, transpose_7);  _softmax_1 = transpose_7 = None
    transpose_9: "f32[2, 6, 2][2, 4, 1]" = torch.ops.aten.transpose.int(bmm_3, 0, 1);  bmm_3 = None
    clone_6: "f32[2, 6, 2][12, 2, 1]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    view_14: "f32[6, 4][4, 1]" = torch.ops.aten.view.default(clone_6, [6, 4]);  clone_6 = None
    t_4: "f32[4, 4][1, 4]" = torch.ops.aten.t.default(multihead_attn_out_proj_weight_1);  multihead_attn_out_proj_weight_1 = None
    addmm_4: "f32[6, 4][4, 1]" = torch.ops.aten.addmm.default(multihead_attn_out_proj_bias_1, view_14, t_4);  multihead_attn_out_proj_bias_1 = view_14 = t_4 = None
    view_15: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.view.default(addmm_4, [2, 3, 4]);  addmm_4 = None
    add_1: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.add.Tensor(getitem_3, view_15);  getitem_3 = view_15 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [4], norm2_weight_1, norm2_bias_1, 1e-05);  add_1 = norm2_weight_1 = norm2_bias_1 = None
    getitem_12: "f32[2, 3, 4][12, 4, 1]" = native_layer_norm_1[0]
    getitem_13: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm_1[1]
    getitem_14: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    t_5: "f32[4, 16][1, 4]" = torch.ops.aten.t.default(linear1_weight_1);  linear1_weight_1 = None
    view_16: "f32[6, 4][4, 1]" = torch.ops.aten.view.default(getitem_12, [6, 4])
    addmm_5: "f32[6, 16][16, 1]" = torch.ops.aten.addmm.default(linear1_bias_1, view_16, t_5);  linear1_bias_1 = view_16 = t_5 = None
    view_17: "f32[2, 3, 16][48, 16, 1]" = torch.ops.aten.view.default(addmm_5, [2, 3, 16]);  addmm_5 = None
    relu: "f32[2, 3, 16][48, 16, 1]" = torch.ops.aten.relu.default(view_17);  view_17 = None
    t_6: "f32[16, 4][1, 16]" = torch.ops.aten.t.default(linear2_weight_1);  linear2_weight_1 = None
    view_18: "f32[6, 16][16, 1]" = torch.ops.aten.view.default(relu, [6, 16]);  relu = None
    addmm_6: "f32[6, 4][4, 1]" = torch.ops.aten.addmm.default(linear2_bias_1, view_18, t_6);  linear2_bias_1 = view_18 = t_6 = None
    view_19: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.view.default(addmm_6, [2, 3, 4]);  addmm_6 = None
    add_2: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.add.Tensor(getitem_12, view_19);  getitem_12 = view_19 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [4], norm3_weight_1, norm3_bias_1, 1e-05);  add_2 = norm3_weight_1 = norm3_bias_1 = None
    getitem_15: "f32[2, 3, 4][12, 4, 1]" = native_layer_norm_2[0]
    getitem_16: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm_2[1]
    getitem_17: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None
    return getitem_15
