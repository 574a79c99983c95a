# MultiheadAttention_eval: nn.MultiheadAttention from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, in_proj_weight_1: "f32[9, 3]", in_proj_bias_1: "f32[9]", bias_k_1: "f32[1, 1, 3]", bias_v_1: "f32[1, 1, 3]", out_proj_weight_1: "f32[3, 3]", out_proj_bias_1: "f32[3]", query_1: "f32[3, 3]", key_1: "f32[3, 3]", value_1: "f32[3, 3]"):
    unsqueeze: "f32[3, 1, 3][3, 3, 1]" = torch.ops.aten.unsqueeze.default(query_1, 1);  query_1 = None
    unsqueeze_1: "f32[3, 1, 3][3, 3, 1]" = torch.ops.aten.unsqueeze.default(key_1, 1);  key_1 = None
    unsqueeze_2: "f32[3, 1, 3][3, 3, 1]" = torch.ops.aten.unsqueeze.default(value_1, 1);  value_1 = None
    split = torch.ops.aten.split.Tensor(in_proj_weight_1, 3);  in_proj_weight_1 = None
    getitem: "f32[3, 3][3, 1]" = split[0]
    getitem_1: "f32[3, 3][3, 1]@9" = split[1]
    getitem_2: "f32[3, 3][3, 1]@18" = split[2];  split = None
    split_1 = torch.ops.aten.split.Tensor(in_proj_bias_1, 3);  in_proj_bias_1 = None
    getitem_3: "f32[3][1]" = split_1[0]
    getitem_4: "f32[3][1]@3" = split_1[1]
    getitem_5: "f32[3][1]@6" = split_1[2];  split_1 = None
    t: "f32[3, 3][1, 3]" = torch.ops.aten.t.default(getitem);  getitem = None
    view: "f32[3, 3][3, 1]" = torch.ops.aten.view.default(unsqueeze, [3, 3]);  unsqueeze = None
    addmm: "f32[3, 3][3, 1]" = torch.ops.aten.addmm.default(getitem_3, view, t);  getitem_3 = view = t = None
    view_1: "f32[3, 1, 3][3, 3, 1]" = torch.ops.aten.view.default(addmm, [3, 1, 3]);  addmm = None
    t_1: "f32[3, 3][1, 3]@9" = torch.ops.aten.t.default(getitem_1);  getitem_1 = None
    view_2: "f32[3, 3][3, 1]" = torch.ops.aten.view.default(unsqueeze_1, [3, 3]);  unsqueeze_1 = None
    addmm_1: "f32[3, 3][3, 1]" = torch.ops.aten.addmm.default(getitem_4, view_2, t_1);  getitem_4 = view_2 = t_1 = None
    view_3: "f32[3, 1, 3][3, 3, 1]" = torch.ops.aten.view.default(addmm_1, [3, 1, 3]);  addmm_1 = None
    t_2: "f32[3, 3][1, 3]@18" = torch.ops.aten.t.default(getitem_2);  getitem_2 = None
    view_4: "f32[3, 3][3, 1]" = torch.ops.aten.view.default(unsqueeze_2, [3, 3]);  unsqueeze_2 = None
    addmm_2: "f32[3, 3][3, 1]" = torch.ops.aten.addmm.default(getitem_5, view_4, t_2);  getitem_5 = view_4 = t_2 = None
    view_5: "f32[3, 1, 3][3, 3, 1]" = torch.ops.aten.view.default(addmm_2, [3, 1, 3]);  addmm_2 = None
    repeat: "f32[1, 1, 3][3, 3, 1]" = torch.ops.aten.repeat.default(bias_k_1, [1, 1, 1]);  bias_k_1 = None
    cat: "f32[4, 1, 3][3, 3, 1]" = torch.ops.aten.cat.default([view_3, repeat]);  view_3 = repeat = None
    repeat_1: "f32[1, 1, 3][3, 3, 1]" = torch.ops.aten.repeat.default(bias_v_1, [1, 1, 1]);  bias_v_1 = None
    cat_1: "f32[4, 1, 3][3, 3, 1]" = torch.ops.aten.cat.default([view_5, repeat_1]);  view_5 = repeat_1 = None
    view_6: "f32[3, 3, 1][3, 1, 1]" = torch.ops.aten.view.default(view_1, [3, 3, 1]);  view_1 = None
    transpose: "f32[3, 3, 1][1, 3, 1]" = torch.ops.aten.transpose.int(view_6, 0, 1);  view_6 = None
    view_7: "f32[4, 3, 1][3, 1, 1]" = torch.ops.aten.view.default(cat, [4, 3, 1]);  cat = None
    transpose_1: "f32[3, 4, 1][1, 3, 1]" = torch.ops.aten.transpose.int(view_7, 0, 1);  view_7 = None
    view_8: "f32[4, 3, 1][3, 1, 1]" = torch.ops.aten.view.default(cat_1, [4, 3, 1]);  cat_1 = None
    transpose_2: "f32[3, 4, 1][1, 3, 1]" = torch.ops.aten.transpose.int(view_8, 0, 1);  view_8 = None
    zeros: "f32[3, 1, 1][1, 1, 1]" = torch.ops.aten.zeros.default([3, 1, 1], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    cat_2: "f32[3, 5, 1][5, 1, 1]" = torch.ops.aten.cat.default([transpose_1, zeros], 1);  transpose_1 = zeros = None
    zeros_1: "f32[3, 1, 1][1, 1, 1]" = torch.ops.aten.zeros.default([3, 1, 1], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    cat_3: "f32[3, 5, 1][5, 1, 1]" = torch.ops.aten.cat.default([transpose_2, zeros_1], 1);  transpose_2 = zeros_1 = None
    div: "f32[3, 3, 1][1, 3, 1]" = torch.ops.aten.div.Tensor(transpose, 1.0);  transpose = None
    transpose_3: "f32[3, 1, 5][5, 1, 1]" = torch.ops.aten.transpose.int(cat_2, -2, -1);  cat_2 = None
    bmm: "f32[3, 3, 5][15, 5, 1]" = torch.ops.aten.bmm.default(div, transpose_3);  div = transpose_3 = None
    _softmax: "f32[3, 3, 5][15, 5, 1]" = torch.ops.aten._softmax.default(bmm, -1, False);  bmm = None
    bmm_1: "f32[3, 3, 1][3, 1, 1]" = torch.ops.aten.bmm.default(_softmax, cat_3);  cat_3 = None
    transpose_4: "f32[3, 3, 1][1, 3, 1]" = torch.ops.aten.transpose.int(bmm_1, 0, 1);  bmm_1 = None
    clone: "f32[3, 3, 1][3, 1, 1]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_9: "f32[3, 3][3, 1]" = torch.ops.aten.view.default(clone, [3, 3]);  clone = None
    t_3: "f32[3, 3][1, 3]" = torch.ops.aten.t.default(out_proj_weight_1);  out_proj_weight_1 = None
    addmm_3: "f32[3, 3][3, 1]" = torch.ops.aten.addmm.default(out_proj_bias_1, view_9, t_3);  out_proj_bias_1 = view_9 = t_3 = None
    view_10: "f32[3, 1, 3][3, 3, 1]" = torch.ops.aten.view.default(addmm_3, [3, 1, 3]);  addmm_3 = None
    view_11: "f32[1, 3, 3, 5][45, 15, 5, 1]" = torch.ops.aten.view.default(_softmax, [1, 3, 3, 5]);  _softmax = None
    sum_1: "f32[1, 3, 5][15, 5, 1]" = torch.ops.aten.sum.dim_IntList(view_11, [1]);  view_11 = None
    div_1: "f32[1, 3, 5][15, 5, 1]" = torch.ops.aten.div.Tensor(sum_1, 3);  sum_1 = None
    squeeze: "f32[3, 3][3, 1]" = torch.ops.aten.squeeze.dim(view_10, 1);  view_10 = None
    squeeze_1: "f32[3, 5][5, 1]" = torch.ops.aten.squeeze.dim(div_1, 0);  div_1 = None
    return (squeeze, squeeze_1)
