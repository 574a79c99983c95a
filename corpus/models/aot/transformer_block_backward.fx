# transformer_block: the backward graph AOTAutograd (functorch.compile) makes
# traced by aot_function in torch 1.13.0a0
def forward(self, primals_1: "f32[16]", primals_2: "f32[16]", primals_7: "f32[16]", primals_8: "f32[16]", primals_13: "f32[2, 5, 16]", getitem_1: "f32[2, 5, 1]", getitem_2: "f32[2, 5, 1]", t: "f32[16, 48][1, 16]", view: "f32[10, 16]", _unsafe_view: "f32[4, 5, 8]", _unsafe_view_1: "f32[4, 8, 5]", bitwise_not: "b8[5, 5]", _softmax: "f32[2, 2, 5, 5]", _reshape_alias: "f32[4, 5, 5]", _unsafe_view_3: "f32[4, 5, 8]", t_1: "f32[16, 16][1, 16]", view_5: "f32[10, 16]", add: "f32[2, 5, 16]", getitem_7: "f32[2, 5, 1]", getitem_8: "f32[2, 5, 1]", t_2: "f32[16, 32][1, 16]", view_7: "f32[10, 16]", view_8: "f32[2, 5, 32]", t_3: "f32[32, 16][1, 32]", view_9: "f32[10, 32]", add_1: "f32[2, 5, 16]", tangents_1: "f32[]"):
    detach_1: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.detach.default(_softmax);  _softmax = None
    detach_2: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    expand_4: "f32[2, 5, 16][0, 0, 0]" = torch.ops.aten.expand.default(tangents_1, [2, 5, 16]);  tangents_1 = None
    div: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.div.Scalar(expand_4, 160);  expand_4 = None
    pow_2: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.pow.Tensor_Scalar(add_1, 1.0);  add_1 = None
    mul_1: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_2: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.mul.Tensor(div, mul_1);  div = mul_1 = None
    _reshape_alias_1: "f32[10, 16][16, 1]" = torch.ops.aten._reshape_alias.default(mul_2, [10, 16], [16, 1])
    t_4: "f32[16, 32][32, 1]" = torch.ops.aten.t.default(t_3);  t_3 = None
    mm: "f32[10, 32][32, 1]" = torch.ops.aten.mm.default(_reshape_alias_1, t_4);  t_4 = None
    t_5: "f32[16, 10][1, 16]" = torch.ops.aten.t.default(_reshape_alias_1)
    mm_1: "f32[16, 32][32, 1]" = torch.ops.aten.mm.default(t_5, view_9);  t_5 = view_9 = None
    t_6: "f32[32, 16][1, 32]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1: "f32[1, 16][16, 1]" = torch.ops.aten.sum.dim_IntList(_reshape_alias_1, [0], True);  _reshape_alias_1 = None
    view_11: "f32[16][1]" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
    _reshape_alias_2: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten._reshape_alias.default(mm, [2, 5, 32], [160, 32, 1]);  mm = None
    t_7: "f32[16, 32][32, 1]" = torch.ops.aten.t.default(t_6);  t_6 = None
    gelu_backward: "f32[2, 5, 32][160, 32, 1]" = torch.ops.aten.gelu_backward.default(_reshape_alias_2, view_8);  _reshape_alias_2 = view_8 = None
    _reshape_alias_3: "f32[10, 32][32, 1]" = torch.ops.aten._reshape_alias.default(gelu_backward, [10, 32], [32, 1]);  gelu_backward = None
    t_8: "f32[32, 16][16, 1]" = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_2: "f32[10, 16][16, 1]" = torch.ops.aten.mm.default(_reshape_alias_3, t_8);  t_8 = None
    t_9: "f32[32, 10][1, 32]" = torch.ops.aten.t.default(_reshape_alias_3)
    mm_3: "f32[32, 16][16, 1]" = torch.ops.aten.mm.default(t_9, view_7);  t_9 = view_7 = None
    t_10: "f32[16, 32][1, 16]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2: "f32[1, 32][32, 1]" = torch.ops.aten.sum.dim_IntList(_reshape_alias_3, [0], True);  _reshape_alias_3 = None
    view_12: "f32[32][1]" = torch.ops.aten.view.default(sum_2, [32]);  sum_2 = None
    _reshape_alias_4: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten._reshape_alias.default(mm_2, [2, 5, 16], [80, 16, 1]);  mm_2 = None
    t_11: "f32[32, 16][16, 1]" = torch.ops.aten.t.default(t_10);  t_10 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(_reshape_alias_4, add, [16], getitem_7, getitem_8, primals_7, primals_8, [True, True, True]);  _reshape_alias_4 = add = getitem_7 = getitem_8 = primals_7 = primals_8 = None
    getitem_9: "f32[2, 5, 16][80, 16, 1]" = native_layer_norm_backward[0]
    getitem_10: "f32[16][1]" = native_layer_norm_backward[1]
    getitem_11: "f32[16][1]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add_2: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten.add.Tensor(mul_2, getitem_9);  mul_2 = getitem_9 = None
    _reshape_alias_5: "f32[10, 16][16, 1]" = torch.ops.aten._reshape_alias.default(add_2, [10, 16], [16, 1]);  add_2 = None
    t_12: "f32[16, 16][16, 1]" = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_4: "f32[10, 16][16, 1]" = torch.ops.aten.mm.default(_reshape_alias_5, t_12);  t_12 = None
    t_13: "f32[16, 10][1, 16]" = torch.ops.aten.t.default(_reshape_alias_5)
    mm_5: "f32[16, 16][16, 1]" = torch.ops.aten.mm.default(t_13, view_5);  t_13 = view_5 = None
    t_14: "f32[16, 16][1, 16]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3: "f32[1, 16][16, 1]" = torch.ops.aten.sum.dim_IntList(_reshape_alias_5, [0], True);  _reshape_alias_5 = None
    view_13: "f32[16][1]" = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    _reshape_alias_6: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten._reshape_alias.default(mm_4, [2, 5, 16], [80, 16, 1]);  mm_4 = None
    t_15: "f32[16, 16][16, 1]" = torch.ops.aten.t.default(t_14);  t_14 = None
    _reshape_alias_7: "f32[2, 5, 2, 8][80, 16, 8, 1]" = torch.ops.aten._reshape_alias.default(_reshape_alias_6, [2, 5, 2, 8], [80, 16, 8, 1]);  _reshape_alias_6 = None
    transpose_5: "f32[2, 2, 5, 8][80, 8, 16, 1]" = torch.ops.aten.transpose.int(_reshape_alias_7, 1, 2);  _reshape_alias_7 = None
    clone_4: "f32[2, 2, 5, 8][80, 40, 8, 1]" = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    _unsafe_view_6: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten._unsafe_view.default(clone_4, [4, 5, 8]);  clone_4 = None
    transpose_6: "f32[4, 5, 5][25, 1, 5]" = torch.ops.aten.transpose.int(_reshape_alias, 1, 2);  _reshape_alias = None
    bmm_2: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten.bmm.default(transpose_6, _unsafe_view_6);  transpose_6 = None
    transpose_7: "f32[4, 8, 5][40, 1, 8]" = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
    bmm_3: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten.bmm.default(_unsafe_view_6, transpose_7);  _unsafe_view_6 = transpose_7 = None
    _reshape_alias_8: "f32[2, 2, 5, 8][80, 40, 8, 1]" = torch.ops.aten._reshape_alias.default(bmm_2, [2, 2, 5, 8], [80, 40, 8, 1]);  bmm_2 = None
    _reshape_alias_9: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten._reshape_alias.default(bmm_3, [2, 2, 5, 5], [50, 25, 5, 1]);  bmm_3 = None
    detach_3: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    detach_4: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _softmax_backward_data: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten._softmax_backward_data.default(_reshape_alias_9, detach_4, -1, torch.float32);  _reshape_alias_9 = detach_4 = None
    masked_fill_1: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data, bitwise_not, 0);  _softmax_backward_data = bitwise_not = None
    mul_3: "f32[2, 2, 5, 5][50, 25, 5, 1]" = torch.ops.aten.mul.Tensor(masked_fill_1, 0.3535533905932738);  masked_fill_1 = None
    _reshape_alias_10: "f32[4, 5, 5][25, 5, 1]" = torch.ops.aten._reshape_alias.default(mul_3, [4, 5, 5], [25, 5, 1]);  mul_3 = None
    transpose_8: "f32[4, 8, 5][40, 1, 8]" = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
    bmm_4: "f32[4, 8, 5][40, 5, 1]" = torch.ops.aten.bmm.default(transpose_8, _reshape_alias_10);  transpose_8 = None
    transpose_9: "f32[4, 5, 8][40, 1, 5]" = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
    bmm_5: "f32[4, 5, 8][40, 8, 1]" = torch.ops.aten.bmm.default(_reshape_alias_10, transpose_9);  _reshape_alias_10 = transpose_9 = None
    _reshape_alias_11: "f32[2, 2, 8, 5][80, 40, 5, 1]" = torch.ops.aten._reshape_alias.default(bmm_4, [2, 2, 8, 5], [80, 40, 5, 1]);  bmm_4 = None
    _reshape_alias_12: "f32[2, 2, 5, 8][80, 40, 8, 1]" = torch.ops.aten._reshape_alias.default(bmm_5, [2, 2, 5, 8], [80, 40, 8, 1]);  bmm_5 = None
    transpose_10: "f32[2, 2, 5, 8][80, 40, 1, 5]" = torch.ops.aten.transpose.int(_reshape_alias_11, -2, -1);  _reshape_alias_11 = None
    transpose_11: "f32[2, 5, 2, 8][80, 8, 40, 1]" = torch.ops.aten.transpose.int(_reshape_alias_8, 1, 2);  _reshape_alias_8 = None
    clone_5: "f32[2, 5, 2, 8][80, 16, 8, 1]" = torch.ops.aten.clone.default(transpose_11, memory_format = torch.contiguous_format);  transpose_11 = None
    _unsafe_view_7: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_5, [2, 5, 16]);  clone_5 = None
    transpose_12: "f32[2, 5, 2, 8][80, 1, 40, 5]" = torch.ops.aten.transpose.int(transpose_10, 1, 2);  transpose_10 = None
    _reshape_alias_13: "f32[2, 5, 16][80, 1, 5]" = torch.ops.aten._reshape_alias.default(transpose_12, [2, 5, 16], [80, 1, 5]);  transpose_12 = None
    transpose_13: "f32[2, 5, 2, 8][80, 8, 40, 1]" = torch.ops.aten.transpose.int(_reshape_alias_12, 1, 2);  _reshape_alias_12 = None
    clone_6: "f32[2, 5, 2, 8][80, 16, 8, 1]" = torch.ops.aten.clone.default(transpose_13, memory_format = torch.contiguous_format);  transpose_13 = None
    _unsafe_view_8: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten._unsafe_view.default(clone_6, [2, 5, 16]);  clone_6 = None
    cat: "f32[2, 5, 48][240, 48, 1]" = torch.ops.aten.cat.default([_unsafe_view_8, _reshape_alias_13, _unsafe_view_7], 2);  _unsafe_view_8 = _reshape_alias_13 = _unsafe_view_7 = None
    _reshape_alias_14: "f32[10, 48][48, 1]" = torch.ops.aten._reshape_alias.default(cat, [10, 48], [48, 1]);  cat = None
    t_16: "f32[48, 16][16, 1]" = torch.ops.aten.t.default(t);  t = None
    mm_6: "f32[10, 16][16, 1]" = torch.ops.aten.mm.default(_reshape_alias_14, t_16);  t_16 = None
    t_17: "f32[48, 10][1, 48]" = torch.ops.aten.t.default(_reshape_alias_14)
    mm_7: "f32[48, 16][16, 1]" = torch.ops.aten.mm.default(t_17, view);  t_17 = view = None
    t_18: "f32[16, 48][1, 16]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4: "f32[1, 48][48, 1]" = torch.ops.aten.sum.dim_IntList(_reshape_alias_14, [0], True);  _reshape_alias_14 = None
    view_14: "f32[48][1]" = torch.ops.aten.view.default(sum_4, [48]);  sum_4 = None
    _reshape_alias_15: "f32[2, 5, 16][80, 16, 1]" = torch.ops.aten._reshape_alias.default(mm_6, [2, 5, 16], [80, 16, 1]);  mm_6 = None
    t_19: "f32[48, 16][16, 1]" = torch.ops.aten.t.default(t_18);  t_18 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(_reshape_alias_15, primals_13, [16], getitem_1, getitem_2, primals_1, primals_2, [False, True, True]);  _reshape_alias_15 = primals_13 = getitem_1 = getitem_2 = primals_1 = primals_2 = None
    getitem_13: "f32[16][1]" = native_layer_norm_backward_1[1]
    getitem_14: "f32[16][1]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    return [getitem_13, getitem_14, t_19, view_14, t_15, view_13, getitem_10, getitem_11, t_11, view_12, t_7, view_11, None]
