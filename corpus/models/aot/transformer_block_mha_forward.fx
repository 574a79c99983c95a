# transformer_block_mha: the forward graph AOTAutograd (functorch.compile) makes
# traced by aot_function in torch 1.13.0a0
def forward(self, primals_1: "f32[16]", primals_2: "f32[16]", primals_3: "f32[48, 16]", primals_4: "f32[48]", primals_5: "f32[16, 16]", primals_6: "f32[16]", primals_7: "f32[16]", primals_8: "f32[16]", primals_9: "f32[32, 16]", primals_10: "f32[32]", primals_11: "f32[16, 32]", primals_12: "f32[16]", primals_13: "f32[2, 5, 16]"):
    native_layer_norm = torch.ops.aten.native_layer_norm.default(primals_13, [16], primals_1, primals_2, 1e-05)
    getitem: "f32[2, 5, 16][80, 16, 1]" = native_layer_norm[0]
    getitem_1: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm[1]
    getitem_2: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    transpose: "f32[5, 2, 16][16, 80, 1]" = torch.ops.aten.transpose.int(getitem, 1, 0);  getitem = None
    t: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
    clone: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view: "f32[10, 16][16, 1]" = torch.ops.aten._unsafe_view.default(clone, [10, 16]);  clone = None
    mm: "f32[10, 48][48, 1]" = torch.ops.aten.mm.default(_unsafe_view, t)
    _unsafe_view_1: "f32[5, 2, 48][96, 48, 1]" = torch.ops.aten._unsafe_view.default(mm, [5, 2, 48]);  mm = None
    add: "f32[5, 2, 48][96, 48, 1]" = torch.ops.aten.add.Tensor(_unsafe_view_1, primals_4);  _unsafe_view_1 = primals_4 = None
    split = torch.ops.aten.split.Tensor(add, 16, -1);  add = None
    getitem_3: "f32[5, 2, 16][96, 48, 1]" = split[0]
    getitem_4: "f32[5, 2, 16][96, 48, 1]@16" = split[1]
    getitem_5: "f32[5, 2, 16][96, 48, 1]@32" = split[2];  split = None
    clone_1: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten.clone.default(getitem_3, memory_format = torch.contiguous_format);  getitem_3 = None
    view: "f32[5, 4, 8][32, 8, 1]" = torch.ops.aten.view.default(clone_1, [5, 4, 8]);  clone_1 = None
    transpose_1: "f32[4, 5, 8][8, 32, 1]" = torch.ops.aten.transpose.int(view, 0, 1);  view = None
    clone_2: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten.clone.default(getitem_4, memory_format = torch.contiguous_format);  getitem_4 = None
    view_1: "f32[5, 4, 8][32, 8, 1]" = torch.ops.aten.view.default(clone_2, [5, 4, 8]);  clone_2 = None
    transpose_2: "f32[4, 5, 8][8, 32, 1]" = torch.ops.aten.transpose.int(view_1, 0, 1);  view_1 = None
    clone_3: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten.clone.default(getitem_5, memory_format = torch.contiguous_format);  getitem_5 = None
    view_2: "f32[5, 4, 8][32, 8, 1]" = torch.ops.aten.view.default(clone_3, [5, 4, 8]);  clone_3 = None
    transpose_3: "f32[4, 5, 8][8, 32, 1]" = torch.ops.aten.transpose.int(view_2, 0, 1);  view_2 = None
    div: "f32[4, 5, 8][8, 32, 1]" = torch.ops.aten.div.Tensor(transpose_1, 2.8284271247461903);  transpose_1 = None
    transpose_4: "f32[4, 8, 5][8, 1, 32]" = torch.ops.aten.transpose.int(transpose_2, -2, -1);  transpose_2 = None
    bmm: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten.bmm.default(div, transpose_4)
    _softmax: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten._softmax.default(bmm, -1, False);  bmm = None
    bmm_1: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten.bmm.default(_softmax, transpose_3)
    transpose_5: "f32[5, 4, 8][8, 40, 1]" = torch.ops.aten.transpose.int(bmm_1, 0, 1);  bmm_1 = None
    clone_4: "f32[5, 4, 8][32, 8, 1]" = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    view_3: "f32[10, 16][16, 1]" = torch.ops.aten.view.default(clone_4, [10, 16]);  clone_4 = None
    t_1: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(primals_5);  primals_5 = None
    addmm: "f32[10, 16][16, 1]" = torch.ops.aten.addmm.default(primals_6, view_3, t_1);  primals_6 = None
    view_4: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten.view.default(addmm, [5, 2, 16]);  addmm = None
    transpose_6: "f32[2, 5, 16][16, 32, 1]" = torch.ops.aten.transpose.int(view_4, 1, 0);  view_4 = None
    add_1: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.add.Tensor(primals_13, transpose_6);  transpose_6 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [16], primals_7, primals_8, 1e-05)
    getitem_6: "f32[2, 5, 16][80, 16, 1]" = native_layer_norm_1[0]
    getitem_7: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm_1[1]
    getitem_8: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    t_2: "f32[16, 32][1, 16]" = torch.ops.aten.t.default(primals_9);  primals_9 = None
    view_5: "f32[10, 16][16, 1]" = torch.ops.aten.view.default(getitem_6, [10, 16]);  getitem_6 = None
    addmm_1: "f32[10, 32][32, 1]" = torch.ops.aten.addmm.default(primals_10, view_5, t_2);  primals_10 = None
    view_6: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten.view.default(addmm_1, [2, 5, 32]);  addmm_1 = None
    gelu: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten.gelu.default(view_6)
    t_3: "f32[32, 16][1, 32]" = torch.ops.aten.t.default(primals_11);  primals_11 = None
    view_7: "f32[10, 32][32, 1]" = torch.ops.aten.view.default(gelu, [10, 32]);  gelu = None
    addmm_2: "f32[10, 16][16, 1]" = torch.ops.aten.addmm.default(primals_12, view_7, t_3);  primals_12 = None
    view_8: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.view.default(addmm_2, [2, 5, 16]);  addmm_2 = None
    add_2: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.add.Tensor(add_1, view_8);  view_8 = None
    pow_1: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_2, 2)
    mean: "f32[][]" = torch.ops.aten.mean.default(pow_1);  pow_1 = None
    return [mean, primals_1, primals_2, primals_7, primals_8, primals_13, getitem_1, getitem_2, t, _unsafe_view, transpose_3, div, transpose_4, _softmax, view_3, t_1, add_1, getitem_7, getitem_8, t_2, view_5, view_6, t_3, view_7, add_2]
