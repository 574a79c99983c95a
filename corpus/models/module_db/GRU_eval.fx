# GRU_eval: nn.GRU from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
# the last 4 inputs (param_constant0, param_constant1, param_constant2, param_constant3) hold tensor constants of the traced program
def forward(self, weight_ih_l0_1: "f32[6, 2]", weight_hh_l0_1: "f32[6, 2]", weight_ih_l1_1: "f32[6, 2]", weight_hh_l1_1: "f32[6, 2]", input_1: "f32[2, 2]", param_constant0: "f32[6, 2]", param_constant1: "f32[6, 2]", param_constant2: "f32[6, 2]", param_constant3: "f32[6, 2]"):
    unsqueeze: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten.unsqueeze.default(input_1, 1);  input_1 = None
    zeros: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten.zeros.default([2, 1, 2], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
    getitem: "f32[1, 2][2, 1]" = unbind[0]
    getitem_1: "f32[1, 2][2, 1]@2" = unbind[1];  unbind = None
    t: "f32[2, 6][1, 2]" = torch.ops.aten.t.default(param_constant0);  param_constant0 = None
    _reshape_alias: "f32[2, 2][2, 1]" = torch.ops.aten._reshape_alias.default(unsqueeze, [2, 2], [2, 1]);  unsqueeze = None
    mm: "f32[2, 6][6, 1]" = torch.ops.aten.mm.default(_reshape_alias, t);  _reshape_alias = t = None
    _unsafe_view: "f32[2, 1, 6][6, 6, 1]" = torch.ops.aten._unsafe_view.default(mm, [2, 1, 6]);  mm = None
    unbind_1 = torch.ops.aten.unbind.int(_unsafe_view);  _unsafe_view = None
    getitem_2: "f32[1, 6][6, 1]" = unbind_1[0]
    getitem_3: "f32[1, 6][6, 1]@6" = unbind_1[1];  unbind_1 = None
    unsafe_split = torch.ops.aten.unsafe_split.Tensor(getitem_2, 2, 1);  getitem_2 = None
    getitem_4: "f32[1, 2][6, 1]" = unsafe_split[0]
    getitem_5: "f32[1, 2][6, 1]@2" = unsafe_split[1]
    getitem_6: "f32[1, 2][6, 1]@4" = unsafe_split[2];  unsafe_split = None
    t_1: "f32[2, 6][1, 2]" = torch.ops.aten.t.default(param_constant1)
    mm_1: "f32[1, 6][6, 1]" = torch.ops.aten.mm.default(getitem, t_1);  t_1 = None
    unsafe_split_1 = torch.ops.aten.unsafe_split.Tensor(mm_1, 2, 1);  mm_1 = None
    getitem_7: "f32[1, 2][6, 1]" = unsafe_split_1[0]
    getitem_8: "f32[1, 2][6, 1]@2" = unsafe_split_1[1]
    getitem_9: "f32[1, 2][6, 1]@4" = unsafe_split_1[2];  unsafe_split_1 = None
    add: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_7, getitem_4);  getitem_7 = getitem_4 = None
    sigmoid: "f32[1, 2][2, 1]" = torch.ops.aten.sigmoid.default(add);  add = None
    detach: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(sigmoid)
    add_1: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_8, getitem_5);  getitem_8 = getitem_5 = None
    sigmoid_1: "f32[1, 2][2, 1]" = torch.ops.aten.sigmoid.default(add_1);  add_1 = None
    detach_1: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(sigmoid_1)
    mul: "f32[1, 2][2, 1]" = torch.ops.aten.mul.Tensor(getitem_9, sigmoid);  getitem_9 = sigmoid = None
    add_2: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_6, mul);  getitem_6 = mul = None
    tanh: "f32[1, 2][2, 1]" = torch.ops.aten.tanh.default(add_2);  add_2 = None
    detach_2: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(tanh)
    sub: "f32[1, 2][2, 1]" = torch.ops.aten.sub.Tensor(getitem, tanh);  getitem = None
    mul_1: "f32[1, 2][2, 1]" = torch.ops.aten.mul.Tensor(sub, sigmoid_1);  sub = sigmoid_1 = None
    add_3: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(mul_1, tanh);  mul_1 = tanh = None
    unsafe_split_2 = torch.ops.aten.unsafe_split.Tensor(getitem_3, 2, 1);  getitem_3 = None
    getitem_10: "f32[1, 2][6, 1]@6" = unsafe_split_2[0]
    getitem_11: "f32[1, 2][6, 1]@8" = unsafe_split_2[1]
    getitem_12: "f32[1, 2][6, 1]@10" = unsafe_split_2[2];  unsafe_split_2 = None
    t_2: "f32[2, 6][1, 2]" = torch.ops.aten.t.default(param_constant1);  param_constant1 = None
    mm_2: "f32[1, 6][6, 1]" = torch.ops.aten.mm.default(add_3, t_2);  t_2 = None
    unsafe_split_3 = torch.ops.aten.unsafe_split.Tensor(mm_2, 2, 1);  mm_2 = None
    getitem_13: "f32[1, 2][6, 1]" = unsafe_split_3[0]
    getitem_14: "f32[1, 2][6, 1]@2" = unsafe_split_3[1]
    getitem_15: "f32[1, 2][6, 1]@4" = unsafe_split_3[2];  unsafe_split_3 = None
    add_4: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_13, getitem_10);  getitem_13 = getitem_10 = None
    sigmoid_2: "f32[1, 2][2, 1]" = torch.ops.aten.sigmoid.default(add_4);  add_4 = None
    detach_3: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(sigmoid_2)
    add_5: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_14, getitem_11);  getitem_14 = getitem_11 = None
    sigmoid_3: "f32[1, 2][2, 1]" = torch.ops.aten.sigmoid.default(add_5);  add_5 = None
    detach_4: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(sigmoid_3)
    mul_2: "f32[1, 2][2, 1]" = torch.ops.aten.mul.Tensor(getitem_15, sigmoid_2);  getitem_15 = sigmoid_2 = None
    add_6: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_12, mul_2);  getitem_12 = mul_2 = None
    tanh_1: "f32[1, 2][2, 1]" = torch.ops.aten.tanh.default(add_6);  add_6 = None
    detach_5: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(tanh_1)
    sub_1: "f32[1, 2][2, 1]" = torch.ops.aten.sub.Tensor(add_3, tanh_1)
    mul_3: "f32[1, 2][2, 1]" = torch.ops.aten.mul.Tensor(sub_1, sigmoid_3);  sub_1 = sigmoid_3 = None
    add_7: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(mul_3, tanh_1);  mul_3 = tanh_1 = None
    stack: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten.stack.default([add_3, add_7]);  add_3 = None
    t_3: "f32[2, 6][1, 2]" = torch.ops.aten.t.default(param_constant2);  param_constant2 = None
    _reshape_alias_1: "f32[2, 2][2, 1]" = torch.ops.aten._reshape_alias.default(stack, [2, 2], [2, 1]);  stack = None
    mm_3: "f32[2, 6][6, 1]" = torch.ops.aten.mm.default(_reshape_alias_1, t_3);  _reshape_alias_1 = t_3 = None
    _unsafe_view_1: "f32[2, 1, 6][6, 6, 1]" = torch.ops.aten._unsafe_view.default(mm_3, [2, 1, 6]);  mm_3 = None
    unbind_2 = torch.ops.aten.unbind.int(_unsafe_view_1);  _unsafe_view_1 = None
    getitem_16: "f32[1, 6][6, 1]" = unbind_2[0]
    getitem_17: "f32[1, 6][6, 1]@6" = unbind_2[1];  unbind_2 = None
    unsafe_split_4 = torch.ops.aten.unsafe_split.Tensor(getitem_16, 2, 1);  getitem_16 = None
    getitem_18: "f32[1, 2][6, 1]" = unsafe_split_4[0]
    getitem_19: "f32[1, 2][6, 1]@2" = unsafe_split_4[1]
    getitem_20: "f32[1, 2][6, 1]@4" = unsafe_split_4[2];  unsafe_split_4 = None
    t_4: "f32[2, 6][1, 2]" = torch.ops.aten.t.default(param_constant3)
    mm_4: "f32[1, 6][6, 1]" = torch.ops.aten.mm.default(getitem_1, t_4);  t_4 = None
    unsafe_split_5 = torch.ops.aten.unsafe_split.Tensor(mm_4, 2, 1);  mm_4 = None
    getitem_21: "f32[1, 2][6, 1]" = unsafe_split_5[0]
    getitem_22: "f32[1, 2][6, 1]@2" = unsafe_split_5[1]
    getitem_23: "f32[1, 2][6, 1]@4" = unsafe_split_5[2];  unsafe_split_5 = None
    add_8: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_21, getitem_18);  getitem_21 = getitem_18 = None
    sigmoid_4: "f32[1, 2][2, 1]" = torch.ops.aten.sigmoid.default(add_8);  add_8 = None
    detach_6: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(sigmoid_4)
    add_9: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_22, getitem_19);  getitem_22 = getitem_19 = None
    sigmoid_5: "f32[1, 2][2, 1]" = torch.ops.aten.sigmoid.default(add_9);  add_9 = None
    detach_7: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(sigmoid_5)
    mul_4: "f32[1, 2][2, 1]" = torch.ops.aten.mul.Tensor(getitem_23, sigmoid_4);  getitem_23 = sigmoid_4 = None
    add_10: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_20, mul_4);  getitem_20 = mul_4 = None
    tanh_2: "f32[1, 2][2, 1]" = torch.ops.aten.tanh.default(add_10);  add_10 = None
    detach_8: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(tanh_2)
    sub_2: "f32[1, 2][2, 1]" = torch.ops.aten.sub.Tensor(getitem_1, tanh_2);  getitem_1 = None
    mul_5: "f32[1, 2][2, 1]" = torch.ops.aten.mul.Tensor(sub_2, sigmoid_5);  sub_2 = sigmoid_5 = None
    add_11: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(mul_5, tanh_2);  mul_5 = tanh_2 = None
    unsafe_split_6 = torch.ops.aten.unsafe_split.Tensor(getitem_17, 2, 1);  getitem_17 = None
    getitem_24: "f32[1, 2][6, 1]@6" = unsafe_split_6[0]
    getitem_25: "f32[1, 2][6, 1]@8" = unsafe_split_6[1]
    getitem_26: "f32[1, 2][6, 1]@10" = unsafe_split_6[2];  unsafe_split_6 = None
    t_5: "f32[2, 6][1, 2]" = torch.ops.aten.t.default(param_constant3);  param_constant3 = None
    mm_5: "f32[1, 6][6, 1]" = torch.ops.aten.mm.default(add_11, t_5);  t_5 = None
    unsafe_split_7 = torch.ops.aten.unsafe_split.Tensor(mm_5, 2, 1);  mm_5 = None
    getitem_27: "f32[1, 2][6, 1]" = unsafe_split_7[0]
    getitem_28: "f32[1, 2][6, 1]@2" = unsafe_split_7[1]
    getitem_29: "f32[1, 2][6, 1]@4" = unsafe_split_7[2];  unsafe_split_7 = None
    add_12: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_27, getitem_24);  getitem_27 = getitem_24 = None
    sigmoid_6: "f32[1, 2][2, 1]" = torch.ops.aten.sigmoid.default(add_12);  add_12 = None
    detach_9: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(sigmoid_6)
    add_13: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_28, getitem_25);  getitem_28 = getitem_25 = None
    sigmoid_7: "f32[1, 2][2, 1]" = torch.ops.aten.sigmoid.default(add_13);  add_13 = None
    detach_10: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(sigmoid_7)
    mul_6: "f32[1, 2][2, 1]" = torch.ops.aten.mul.Tensor(getitem_29, sigmoid_6);  getitem_29 = sigmoid_6 = None
    add_14: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(getitem_26, mul_6);  getitem_26 = mul_6 = None
    tanh_3: "f32[1, 2][2, 1]" = torch.ops.aten.tanh.default(add_14);  add_14 = None
    detach_11: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(tanh_3)
    sub_3: "f32[1, 2][2, 1]" = torch.ops.aten.sub.Tensor(add_11, tanh_3)
    mul_7: "f32[1, 2][2, 1]" = torch.ops.aten.mul.Tensor(sub_3, sigmoid_7);  sub_3 = sigmoid_7 = None
    add_15: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(mul_7, tanh_3);  mul_7 = tanh_3 = None
    stack_1: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten.stack.default([add_11, add_15]);  add_11 = None
    stack_2: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten.stack.default([add_7, add_15]);  add_7 = add_15 = None
    squeeze: "f32[2, 2][2, 1]" = torch.ops.aten.squeeze.dim(stack_1, 1);  stack_1 = None
    squeeze_1: "f32[2, 2][2, 1]" = torch.ops.aten.squeeze.dim(stack_2, 1);  stack_2 = None
    return (squeeze, squeeze_1)
