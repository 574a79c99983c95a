# transformer_block: the forward graph AOTAutograd (functorch.compile) makes
# traced by aot_function in torch 1.13.0a0
def forward(self, primals_1: "f32[16]", primals_2: "f32[16]", primals_3: "f32[48, 16]", primals_4: "f32[48]", primals_5: "f32[16, 16]", primals_6: "f32[16]", primals_7: "f32[16]", primals_8: "f32[16]", primals_9: "f32[32, 16]", primals_10: "f32[32]", primals_11: "f32[16, 32]", primals_12: "f32[16]", primals_13: "f32[2, 5, 16]"):
    native_layer_norm = torch.ops.aten.native_layer_norm.default(primals_13, [16], primals_1, primals_2, 1e-05)
    getitem: "f32[2, 5, 16][80, 16, 1]" = native_layer_norm[0]
    getitem_1: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm[1]
    getitem_2: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm[2];  native_layer_norm = None
    t: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
    view: "f32[10, 16][16, 1]" = torch.ops.aten.view.default(getitem, [10, 16]);  getitem = None
    addmm: "f32[10, 48][48, 1]" = torch.ops.aten.addmm.default(primals_4, view, t);  primals_4 = None
    view_1: "f32[2, 5, 48][240, 48, 1]" = torch.ops.aten.view.default(addmm, [2, 5, 48]);  addmm = None
    split = torch.ops.aten.split.Tensor(view_1, 16, -1);  view_1 = None
    getitem_3: "f32[2, 5, 16][240, 48, 1]" = split[0]
    getitem_4: "f32[2, 5, 16][240, 48, 1]@16" = split[1]
    getitem_5: "f32[2, 5, 16][240, 48, 1]@32" = split[2];  split = None
    view_2: "f32[2, 5, 2, 8][240, 48, 8, 1]" = torch.ops.aten.view.default(getitem_3, [2, 5, 2, 8]);  getitem_3 = None
    transpose: "f32[2, 2, 5, 8][240, 8, 48, 1]" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    view_3: "f32[2, 5, 2, 8][240, 48, 8, 1]@16" = torch.ops.aten.view.default(getitem_4, [2, 5, 2, 8]);  getitem_4 = None
    transpose_1: "f32[2, 2, 5, 8][240, 8, 48, 1]@16" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    view_4: "f32[2, 5, 2, 8][240, 48, 8, 1]@32" = torch.ops.aten.view.default(getitem_5, [2, 5, 2, 8]);  getitem_5 = None
    transpose_2: "f32[2, 2, 5, 8][240, 8, 48, 1]@32" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    transpose_3: "f32[2, 2, 8, 5][240, 8, 1, 48]@16" = torch.ops.aten.transpose.int(transpose_1, -2, -1);  transpose_1 = None
    expand: "f32[2, 2, 5, 8][240, 8, 48, 1]" = torch.ops.aten.expand.default(transpose, [2, 2, 5, 8]);  transpose = None
    clone: "f32[2, 2, 5, 8][80, 40, 8, 1]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten._unsafe_view.default(clone, [4, 5, 8]);  clone = None
    expand_1: "f32[2, 2, 8, 5][240, 8, 1, 48]@16" = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 5]);  transpose_3 = None
    clone_1: "f32[2, 2, 8, 5][80, 40, 5, 1]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_1: "f32[4, 8, 5][40, 5, 1]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 5]);  clone_1 = None
    bmm: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1)
    _unsafe_view_2: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 5, 5]);  bmm = None
    mul: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.mul.Tensor(_unsafe_view_2, 0.3535533905932738);  _unsafe_view_2 = None
    ones: "b8[5, 5][5, 1]" = torch.ops.aten.ones.default([5, 5], dtype = torch.bool, device = device(type='cpu'), pin_memory = False)
    tril: "b8[5, 5][5, 1]" = torch.ops.aten.tril.default(ones);  ones = None
    bitwise_not: "b8[5, 5][5, 1]" = torch.ops.aten.bitwise_not.default(tril);  tril = None
    masked_fill: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.masked_fill.Scalar(mul, bitwise_not, -inf);  mul = None
    _softmax: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten._softmax.default(masked_fill, -1, False);  masked_fill = None
    expand_2: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.expand.default(_softmax, [2, 2, 5, 5])
    _reshape_alias: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten._reshape_alias.default(expand_2, [4, 5, 5], [25, 5, 1]);  expand_2 = None
    expand_3: "f32[2, 2, 5, 8][240, 8, 48, 1]@32" = torch.ops.aten.expand.default(transpose_2, [2, 2, 5, 8]);  transpose_2 = None
    clone_2: "f32[2, 2, 5, 8][80, 40, 8, 1]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_3: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_2, [4, 5, 8]);  clone_2 = None
    bmm_1: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten.bmm.default(_reshape_alias, _unsafe_view_3)
    _unsafe_view_4: "f32[2, 2, 5, 8][80, 40, 8, 1]" = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 5, 8]);  bmm_1 = None
    transpose_4: "f32[2, 5, 2, 8][80, 8, 40, 1]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3: "f32[2, 5, 2, 8][80, 16, 8, 1]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    _unsafe_view_5: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_3, [2, 5, 16]);  clone_3 = None
    t_1: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(primals_5);  primals_5 = None
    view_5: "f32[10, 16][16, 1]" = torch.ops.aten.view.default(_unsafe_view_5, [10, 16]);  _unsafe_view_5 = None
    addmm_1: "f32[10, 16][16, 1]" = torch.ops.aten.addmm.default(primals_6, view_5, t_1);  primals_6 = None
    view_6: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.view.default(addmm_1, [2, 5, 16]);  addmm_1 = None
    add: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.add.Tensor(primals_13, view_6);  view_6 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [16], primals_7, primals_8, 1e-05)
    getitem_6: "f32[2, 5, 16][80, 16, 1]" = native_layer_norm_1[0]
    getitem_7: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm_1[1]
    getitem_8: "f32[2, 5, 1][5, 1, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
    t_2: "f32[16, 32][1, 16]" = torch.ops.aten.t.default(primals_9);  primals_9 = None
    view_7: "f32[10, 16][16, 1]" = torch.ops.aten.view.default(getitem_6, [10, 16]);  getitem_6 = None
    addmm_2: "f32[10, 32][32, 1]" = torch.ops.aten.addmm.default(primals_10, view_7, t_2);  primals_10 = None
    view_8: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten.view.default(addmm_2, [2, 5, 32]);  addmm_2 = None
    gelu: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten.gelu.default(view_8)
    t_3: "f32[32, 16][1, 32]" = torch.ops.aten.t.default(primals_11);  primals_11 = None
    view_9: "f32[10, 32][32, 1]" = torch.ops.aten.view.default(gelu, [10, 32]);  gelu = None
    addmm_3: "f32[10, 16][16, 1]" = torch.ops.aten.addmm.default(primals_12, view_9, t_3);  primals_12 = None
    view_10: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.view.default(addmm_3, [2, 5, 16]);  addmm_3 = None
    add_1: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.add.Tensor(add, view_10);  view_10 = None
    pow_1: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_1, 2)
    mean: "f32[][]" = torch.ops.aten.mean.default(pow_1);  pow_1 = None
    return [mean, primals_1, primals_2, primals_7, primals_8, primals_13, getitem_1, getitem_2, t, view, _unsafe_view, _unsafe_view_1, bitwise_not, _softmax, _reshape_alias, _unsafe_view_3, t_1, view_5, add, getitem_7, getitem_8, t_2, view_7, view_8, t_3, view_9, add_1]
