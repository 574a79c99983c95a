# TransformerEncoderLayer_eval: nn.TransformerEncoderLayer from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, self_attn_in_proj_weight_1: "f32[12, 4]", self_attn_in_proj_bias_1: "f32[12]", self_attn_out_proj_weight_1: "f32[4, 4]", self_attn_out_proj_bias_1: "f32[4]", linear1_weight_1: "f32[16, 4]", linear1_bias_1: "f32[16]", linear2_weight_1: "f32[4, 16]", linear2_bias_1: "f32[4]", norm1_weight_1: "f32[4]", norm1_bias_1: "f32[4]", norm2_weight_1: "f32[4]", norm2_bias_1: "f32[4]", src_1: "f32[2, 3, 4]"):
    t: "f32[4, 12][1, 4]" = torch.ops.aten.t.default(self_attn_in_proj_weight_1);  self_attn_in_proj_weight_1 = None
    view: "f32[6, 4][4, 1]" = torch.ops.aten.view.default(src_1, [6, 4])
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
    add: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.add.Tensor(src_1, view_6);  src_1 = view_6 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [4], norm1_weight_1, norm1_bias_1, 1e-05);  add = norm1_weight_1 = norm1_bias_1 = None
    getitem_3: "f32[2, 3, 4][12, 4, 1]" = native_layer_norm[0]
    getitem_4: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm[1]
    getitem_5: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    t_2: "f32[4, 16][1, 4]" = torch.ops.aten.t.default(linear1_weight_1);  linear1_weight_1 = None
    view_7: "f32[6, 4][4, 1]" = torch.ops.aten.view.default(getitem_3, [6, 4])
    addmm_2: "f32[6, 16][16, 1]" = torch.ops.aten.addmm.default(linear1_bias_1, view_7, t_2);  linear1_bias_1 = view_7 = t_2 = None
    view_8: "f32[2, 3, 16][48, 16, 1]" = torch.ops.aten.view.default(addmm_2, [2, 3, 16]);  addmm_2 = None
    relu: "f32[2, 3, 16][48, 16, 1]" = torch.ops.aten.relu.default(view_8);  view_8 = None
    t_3: "f32[16, 4][1, 16]" = torch.ops.aten.t.default(linear2_weight_1);  linear2_weight_1 = None
    view_9: "f32[6, 16][16, 1]" = torch.ops.aten.view.default(relu, [6, 16]);  relu = None
    addmm_3: "f32[6, 4][4, 1]" = torch.ops.aten.addmm.default(linear2_bias_1, view_9, t_3);  linear2_bias_1 = view_9 = t_3 = None
    view_10: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.view.default(addmm_3, [2, 3, 4]);  addmm_3 = None
    add_1: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.add.Tensor(getitem_3, view_10);  getitem_3 = view_10 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [4], norm2_weight_1, norm2_bias_1, 1e-05);  add_1 = norm2_weight_1 = norm2_bias_1 = None
    getitem_6: "f32[2, 3, 4][12, 4, 1]" = native_layer_norm_1[0]
    getitem_7: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm_1[1]
    getitem_8: "f32[2, 3, 1][3, 1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    return getitem_6
