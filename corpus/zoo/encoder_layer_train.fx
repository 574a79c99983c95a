# encoder_layer_train (train mode): nn.TransformerEncoderLayer(d_model=16, nhead=2, dim_feedforward=32, dropout=0, batch_first=True), training mode (the slow path)
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, self_attn_in_proj_weight_1: "f32[48, 16]", self_attn_in_proj_bias_1: "f32[48]", self_attn_out_proj_weight_1: "f32[16, 16]", self_attn_out_proj_bias_1: "f32[16]", linear1_weight_1: "f32[32, 16]", linear1_bias_1: "f32[32]", linear2_weight_1: "f32[16, 32]", linear2_bias_1: "f32[16]", norm1_weight_1: "f32[16]", norm1_bias_1: "f32[16]", norm2_weight_1: "f32[16]", norm2_bias_1: "f32[16]", src_1: "f32[2, 5, 16]"):
    transpose: "f32[5, 2, 16][16, 80, 1]" = torch.ops.aten.transpose.int(src_1, 1, 0)
    t: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(self_attn_in_proj_weight_1);  self_attn_in_proj_weight_1 = None
    clone: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view: "f32[10, 16][16, 1]" = torch.ops.aten._unsafe_view.default(clone, [10, 16]);  clone = None
    mm: "f32[10, 48][48, 1]" = torch.ops.aten.mm.default(_unsafe_view, t);  _unsafe_view = t = None
    _unsafe_view_1: "f32[5, 2, 48][96, 48, 1]" = torch.ops.aten._unsafe_view.default(mm, [5, 2, 48]);  mm = None
    add: "f32[5, 2, 48][96, 48, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_1, self_attn_in_proj_bias_1);  _unsafe_view_1 = self_attn_in_proj_bias_1 = None
    split = torch.ops.aten.split.Tensor(add, 16, -1)
    getitem: "f32[5, 2, 16][96, 48, 1]" = split[0]
    getitem_1: "f32[5, 2, 16][96, 48, 1]@16" = split[1]
    getitem_2: "f32[5, 2, 16][96, 48, 1]@32" = split[2];  split = None
    _unsafe_view_2: "f32[10, 48][48, 1]" = torch.ops.aten._unsafe_view.default(add, [10, 48]);  add = None
    _unsafe_view_3: "f32[5, 2, 48][96, 48, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_2, [5, 2, 48])
    split_1 = torch.ops.aten.split.Tensor(_unsafe_view_3, 16, -1);  _unsafe_view_3 = None
    getitem_3: "f32[5, 2, 16][96, 48, 1]" = split_1[0]
    getitem_4: "f32[5, 2, 16][96, 48, 1]@16" = split_1[1]
    getitem_5: "f32[5, 2, 16][96, 48, 1]@32" = split_1[2];  split_1 = None
    clone_1: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten.clone.default(getitem_3, memory_format = torch.contiguous_format);  getitem_3 = None
    view: "f32[5, 4, 8][32, 8, 1]" = torch.ops.aten.view.default(clone_1, [5, 4, 8]);  clone_1 = None
    transpose_1: "f32[4, 5, 8][8, 32, 1]" = torch.ops.aten.transpose.int(view, 0, 1);  view = None
    _unsafe_view_4: "f32[5, 2, 48][96, 48, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_2, [5, 2, 48])
    split_2 = torch.ops.aten.split.Tensor(_unsafe_view_4, 16, -1);  _unsafe_view_4 = None
    getitem_6: "f32[5, 2, 16][96, 48, 1]" = split_2[0]
    getitem_7: "f32[5, 2, 16][96, 48, 1]@16" = split_2[1]
    getitem_8: "f32[5, 2, 16][96, 48, 1]@32" = split_2[2];  split_2 = None
    clone_2: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten.clone.default(getitem_7, memory_format = torch.contiguous_format);  getitem_7 = None
    view_1: "f32[5, 4, 8][32, 8, 1]" = torch.ops.aten.view.default(clone_2, [5, 4, 8]);  clone_2 = None
    transpose_2: "f32[4, 5, 8][8, 32, 1]" = torch.ops.aten.transpose.int(view_1, 0, 1);  view_1 = None
    _unsafe_view_5: "f32[5, 2, 48][96, 48, 1]" = torch.ops.aten._unsafe_view.default(_unsafe_view_2, [5, 2, 48]);  _unsafe_view_2 = None
    split_3 = torch.ops.aten.split.Tensor(_unsafe_view_5, 16, -1);  _unsafe_view_5 = None
    getitem_9: "f32[5, 2, 16][96, 48, 1]" = split_3[0]
    getitem_10: "f32[5, 2, 16][96, 48, 1]@16" = split_3[1]
    getitem_11: "f32[5, 2, 16][96, 48, 1]@32" = split_3[2];  split_3 = None
    clone_3: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten.clone.default(getitem_11, memory_format = torch.contiguous_format);  getitem_11 = None
    view_2: "f32[5, 4, 8][32, 8, 1]" = torch.ops.aten.view.default(clone_3, [5, 4, 8]);  clone_3 = None
    transpose_3: "f32[4, 5, 8][8, 32, 1]" = torch.ops.aten.transpose.int(view_2, 0, 1);  view_2 = None
    div: "f32[4, 5, 8][8, 32, 1]" = torch.ops.aten.div.Tensor(transpose_1, 2.8284271247461903);  transpose_1 = None
    transpose_4: "f32[4, 8, 5][8, 1, 32]" = torch.ops.aten.transpose.int(transpose_2, -2, -1);  transpose_2 = None
    bmm: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten.bmm.default(div, transpose_4);  div = transpose_4 = None
    _softmax: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten._softmax.default(bmm, -1, False);  bmm = None
    bmm_1: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten.bmm.default(_softmax, transpose_3);  _softmax = transpose_3 = None
    transpose_5: "f32[5, 4, 8][8, 40, 1]" = torch.ops.aten.transpose.int(bmm_1, 0, 1);  bmm_1 = None
    clone_4: "f32[5, 4, 8][32, 8, 1]" = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    view_3: "f32[10, 16][16, 1]" = torch.ops.aten.view.default(clone_4, [10, 16]);  clone_4 = None
    t_1: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(self_attn_out_proj_weight_1);  self_attn_out_proj_weight_1 = None
    addmm: "f32[10, 16][16, 1]" = torch.ops.aten.addmm.default(self_attn_out_proj_bias_1, view_3, t_1);  self_attn_out_proj_bias_1 = view_3 = t_1 = None
    view_4: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten.view.default(addmm, [5, 2, 16]);  addmm = None
    transpose_6: "f32[2, 5, 16][16, 32, 1]" = torch.ops.aten.transpose.int(view_4, 1, 0);  view_4 = None
    add_1: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.add.Tensor(src_1, transpose_6);  src_1 = transpose_6 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [16], norm1_weight_1, norm1_bias_1, 1e-05);  add_1 = norm1_weight_1 = norm1_bias_1 = None
    getitem_12: "f32[2, 5, 16][80, 16, 1]" = native_layer_norm[0]
    getitem_13: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm[1]
    getitem_14: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    t_2: "f32[16, 32][1, 16]" = torch.ops.aten.t.default(linear1_weight_1);  linear1_weight_1 = None
    view_5: "f32[10, 16][16, 1]" = torch.ops.aten.view.default(getitem_12, [10, 16])
    addmm_1: "f32[10, 32][32, 1]" = torch.ops.aten.addmm.default(linear1_bias_1, view_5, t_2);  linear1_bias_1 = view_5 = t_2 = None
    view_6: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten.view.default(addmm_1, [2, 5, 32]);  addmm_1 = None
    relu: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten.relu.default(view_6);  view_6 = None
    t_3: "f32[32, 16][1, 32]" = torch.ops.aten.t.default(linear2_weight_1);  linear2_weight_1 = None
    view_7: "f32[10, 32][32, 1]" = torch.ops.aten.view.default(relu, [10, 32]);  relu = None
    addmm_2: "f32[10, 16][16, 1]" = torch.ops.aten.addmm.default(linear2_bias_1, view_7, t_3);  linear2_bias_1 = view_7 = t_3 = None
    view_8: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.view.default(addmm_2, [2, 5, 16]);  addmm_2 = None
    add_2: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.add.Tensor(getitem_12, view_8);  getitem_12 = view_8 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_2, [16], norm2_weight_1, norm2_bias_1, 1e-05);  add_2 = norm2_weight_1 = norm2_bias_1 = None
    getitem_15: "f32[2, 5, 16][80, 16, 1]" = native_layer_norm_1[0]
    getitem_16: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm_1[1]
    getitem_17: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    return getitem_15
