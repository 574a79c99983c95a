# transformer_block_mha: the backward graph AOTAutograd (functorch.compile) makes
# traced by aot_function in torch 1.13.0a0
def forward(self, primals_1: "f32[16]", primals_2: "f32[16]", primals_7: "f32[16]", primals_8: "f32[16]", primals_13: "f32[2, 5, 16]", getitem_1: "f32[2, 5, 1]", getitem_2: "f32[2, 5, 1]", t: "f32[16, 48][1, 16]", _unsafe_view: "f32[10, 16]", transpose_3: "f32[4, 5, 8][8, 32, 1]", div: "f32[4, 5, 8][8, 32, 1]", transpose_4: "f32[4, 8, 5][8, 1, 32]", _softmax: "f32[4, 5, 5]", view_3: "f32[10, 16]", t_1: "f32[16, 16][1, 16]", add_1: "f32[2, 5, 16]", getitem_7: "f32[2, 5, 1]", getitem_8: "f32[2, 5, 1]", t_2: "f32[16, 32][1, 16]", view_5: "f32[10, 16]", view_6: "f32[2, 5, 32]", t_3: "f32[32, 16][1, 32]", view_7: "f32[10, 32]", add_2: "f32[2, 5, 16]", tangents_1: "f32[]"):
    detach_1: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten.detach.default(_softmax)
    detach_2: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    expand: "f32[2, 5, 16][0, 0, 0]" = torch.ops.aten.expand.default(tangents_1, [2, 5, 16]);  tangents_1 = None
    div_1: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.div.Scalar(expand, 160);  expand = None
    pow_2: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_2, 1.0);  add_2 = None
    mul: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_1: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.mul.Tensor(div_1, mul);  div_1 = mul = None
    _reshape_alias: "f32[10, 16][16, 1]" = torch.ops.aten._reshape_alias.default(mul_1, [10, 16], [16, 1])
    t_4: "f32[16, 32][32, 1]" = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_1: "f32[10, 32][32, 1]" = torch.ops.aten.mm.default(_reshape_alias, t_4);  t_4 = None
    t_5: "f32[16, 10][1, 16]" = torch.ops.aten.t.default(_reshape_alias)
    mm_2: "f32[16, 32][32, 1]" = torch.ops.aten.mm.default(t_5, view_7);  t_5 = view_7 = None
    t_6: "f32[32, 16][1, 32]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_1: "f32[1, 16][16, 1]" = torch.ops.aten.sum.dim_IntList(_reshape_alias, [0], True);  _reshape_alias = None
    view_9: "f32[16][1]" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
    _reshape_alias_1: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten._reshape_alias.default(mm_1, [2, 5, 32], [160, 32, 1]);  mm_1 = None
    t_7: "f32[16, 32][32, 1]" = torch.ops.aten.t.default(t_6);  t_6 = None
    gelu_backward: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten.gelu_backward.default(_reshape_alias_1, view_6);  _reshape_alias_1 = view_6 = None
    _reshape_alias_2: "f32[10, 32][32, 1]" = torch.ops.aten._reshape_alias.default(gelu_backward, [10, 32], [32, 1]);  gelu_backward = None
    t_8: "f32[32, 16][16, 1]" = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_3: "f32[10, 16][16, 1]" = torch.ops.aten.mm.default(_reshape_alias_2, t_8);  t_8 = None
    t_9: "f32[32, 10][1, 32]" = torch.ops.aten.t.default(_reshape_alias_2)
    mm_4: "f32[32, 16][16, 1]" = torch.ops.aten.mm.default(t_9, view_5);  t_9 = view_5 = None
    t_10: "f32[16, 32][1, 16]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_2: "f32[1, 32][32, 1]" = torch.ops.aten.sum.dim_IntList(_reshape_alias_2, [0], True);  _reshape_alias_2 = None
    view_10: "f32[32][1]" = torch.ops.aten.view.default(sum_2, [32]);  sum_2 = None
    _reshape_alias_3: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten._reshape_alias.default(mm_3, [2, 5, 16], [80, 16, 1]);  mm_3 = None
    t_11: "f32[32, 16][16, 1]" = torch.ops.aten.t.default(t_10);  t_10 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(_reshape_alias_3, add_1, [16], getitem_7, getitem_8, primals_7, primals_8, [True, True, True]);  _reshape_alias_3 = add_1 = getitem_7 = getitem_8 = primals_7 = primals_8 = None
    getitem_9: "f32[2, 5, 16][80, 16, 1]" = native_layer_norm_backward[0]
    getitem_10: "f32[16][1]" = native_layer_norm_backward[1]
    getitem_11: "f32[16][1]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add_3: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.add.Tensor(mul_1, getitem_9);  mul_1 = getitem_9 = None
    transpose_7: "f32[5, 2, 16][16, 80, 1]" = torch.ops.aten.transpose.int(add_3, 1, 0);  add_3 = None
    clone_5: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    _unsafe_view_2: "f32[10, 16][16, 1]" = torch.ops.aten._unsafe_view.default(clone_5, [10, 16]);  clone_5 = None
    t_12: "f32[16, 16][16, 1]" = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_5: "f32[10, 16][16, 1]" = torch.ops.aten.mm.default(_unsafe_view_2, t_12);  t_12 = None
    t_13: "f32[16, 10][1, 16]" = torch.ops.aten.t.default(_unsafe_view_2)
    mm_6: "f32[16, 16][16, 1]" = torch.ops.aten.mm.default(t_13, view_3);  t_13 = view_3 = None
    t_14: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_3: "f32[1, 16][16, 1]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_2, [0], True);  _unsafe_view_2 = None
    view_11: "f32[16][1]" = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    t_15: "f32[16, 16][16, 1]" = torch.ops.aten.t.default(t_14);  t_14 = None
    _reshape_alias_4: "f32[5, 4, 8][32, 8, 1]" = torch.ops.aten._reshape_alias.default(mm_5, [5, 4, 8], [32, 8, 1]);  mm_5 = None
    transpose_8: "f32[4, 5, 8][8, 32, 1]" = torch.ops.aten.transpose.int(_reshape_alias_4, 0, 1);  _reshape_alias_4 = None
    transpose_9: "f32[4, 5, 5][25, 1, 5]" = torch.ops.aten.transpose.int(_softmax, 1, 2);  _softmax = None
    bmm_2: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten.bmm.default(transpose_9, transpose_8);  transpose_9 = None
    transpose_10: "f32[4, 8, 5][8, 1, 32]" = torch.ops.aten.transpose.int(transpose_3, 1, 2);  transpose_3 = None
    bmm_3: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten.bmm.default(transpose_8, transpose_10);  transpose_8 = transpose_10 = None
    detach_3: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    detach_4: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _softmax_backward_data: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten._softmax_backward_data.default(bmm_3, detach_4, -1, torch.float32);  bmm_3 = detach_4 = None
    transpose_11: "f32[4, 8, 5][8, 1, 32]" = torch.ops.aten.transpose.int(div, 1, 2);  div = None
    bmm_4: "f32[4, 8, 5][40, 5, 1]" = torch.ops.aten.bmm.default(transpose_11, _softmax_backward_data);  transpose_11 = None
    transpose_12: "f32[4, 5, 8][8, 32, 1]" = torch.ops.aten.transpose.int(transpose_4, 1, 2);  transpose_4 = None
    bmm_5: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten.bmm.default(_softmax_backward_data, transpose_12);  _softmax_backward_data = transpose_12 = None
    transpose_13: "f32[4, 5, 8][40, 1, 5]" = torch.ops.aten.transpose.int(bmm_4, -2, -1);  bmm_4 = None
    div_2: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten.div.Tensor(bmm_5, 2.8284271247461903);  bmm_5 = None
    transpose_14: "f32[5, 4, 8][8, 40, 1]" = torch.ops.aten.transpose.int(bmm_2, 0, 1);  bmm_2 = None
    clone_6: "f32[5, 4, 8][32, 8, 1]" = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    _unsafe_view_3: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_6, [5, 2, 16]);  clone_6 = None
    transpose_15: "f32[5, 4, 8][1, 40, 5]" = torch.ops.aten.transpose.int(transpose_13, 0, 1);  transpose_13 = None
    _reshape_alias_5: "f32[5, 2, 16][1, 80, 5]" = torch.ops.aten._reshape_alias.default(transpose_15, [5, 2, 16], [1, 80, 5]);  transpose_15 = None
    transpose_16: "f32[5, 4, 8][8, 40, 1]" = torch.ops.aten.transpose.int(div_2, 0, 1);  div_2 = None
    clone_7: "f32[5, 4, 8][32, 8, 1]" = torch.ops.aten.clone.default(transpose_16, memory_format = torch.contiguous_format);  transpose_16 = None
    _unsafe_view_4: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_7, [5, 2, 16]);  clone_7 = None
    cat: "f32[5, 2, 48][96, 48, 1]" = torch.ops.aten.cat.default([_unsafe_view_4, _reshape_alias_5, _unsafe_view_3], 2);  _unsafe_view_4 = _reshape_alias_5 = _unsafe_view_3 = None
    sum_4: "f32[1, 1, 48][48, 48, 1]" = torch.ops.aten.sum.dim_IntList(cat, [0, 1], True)
    view_12: "f32[48][1]" = torch.ops.aten.view.default(sum_4, [48]);  sum_4 = None
    _reshape_alias_6: "f32[10, 48][48, 1]" = torch.ops.aten._reshape_alias.default(cat, [10, 48], [48, 1]);  cat = None
    t_16: "f32[48, 10][1, 48]" = torch.ops.aten.t.default(_reshape_alias_6)
    mm_7: "f32[48, 16][16, 1]" = torch.ops.aten.mm.default(t_16, _unsafe_view);  t_16 = _unsafe_view = None
    t_17: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
    t_18: "f32[48, 16][16, 1]" = torch.ops.aten.t.default(t);  t = None
    mm_8: "f32[10, 16][16, 1]" = torch.ops.aten.mm.default(_reshape_alias_6, t_18);  _reshape_alias_6 = t_18 = None
    _reshape_alias_7: "f32[5, 2, 16][32, 16, 1]" = torch.ops.aten._reshape_alias.default(mm_8, [5, 2, 16], [32, 16, 1]);  mm_8 = None
    t_19: "f32[48, 16][16, 1]" = torch.ops.aten.t.default(t_17);  t_17 = None
    transpose_17: "f32[2, 5, 16][16, 32, 1]" = torch.ops.aten.transpose.int(_reshape_alias_7, 1, 0);  _reshape_alias_7 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(transpose_17, primals_13, [16], getitem_1, getitem_2, primals_1, primals_2, [False, True, True]);  transpose_17 = primals_13 = getitem_1 = getitem_2 = primals_1 = primals_2 = None
    getitem_13: "f32[16][1]" = native_layer_norm_backward_1[1]
    getitem_14: "f32[16][1]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    return [getitem_13, getitem_14, t_19, view_12, t_15, view_11, getitem_10, getitem_11, t_11, view_10, t_7, view_9, None]
