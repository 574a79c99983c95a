# LSTM_eval: nn.LSTM from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
# the last 4 inputs (param_constant0, param_constant1, param_constant2, param_constant3) hold tensor constants of the traced program
def forward(self, weight_ih_l0_1: "f32[12, 2]", weight_hh_l0_1: "f32[12, 3]", weight_ih_l1_1: "f32[12, 3]", weight_hh_l1_1: "f32[12, 3]", input_1: "f32[2, 2]", param_constant0: "f32[12, 2]", param_constant1: "f32[12, 3]", param_constant2: "f32[12, 3]", param_constant3: "f32[12, 3]"):
    unsqueeze: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten.unsqueeze.default(input_1, 1);  input_1 = None
    zeros: "f32[2, 1, 3][3, 3, 1]" = torch.ops.aten.zeros.default([2, 1, 3], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_1: "f32[2, 1, 3][3, 3, 1]" = torch.ops.aten.zeros.default([2, 1, 3], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
    getitem: "f32[1, 3][3, 1]" = unbind[0]
    getitem_1: "f32[1, 3][3, 1]@3" = unbind[1];  unbind = None
    unbind_1 = torch.ops.aten.unbind.int(zeros_1);  zeros_1 = None
    getitem_2: "f32[1, 3][3, 1]" = unbind_1[0]
    getitem_3: "f32[1, 3][3, 1]@3" = unbind_1[1];  unbind_1 = None
    t: "f32[2, 12][1, 2]" = torch.ops.aten.t.default(param_constant0);  param_constant0 = None
    _reshape_alias: "f32[2, 2][2, 1]" = torch.ops.aten._reshape_alias.default(unsqueeze, [2, 2], [2, 1]);  unsqueeze = None
    mm: "f32[2, 12][12, 1]" = torch.ops.aten.mm.default(_reshape_alias, t);  _reshape_alias = t = None
    _unsafe_view: "f32[2, 1, 12][12, 12, 1]" = torch.ops.aten._unsafe_view.default(mm, [2, 1, 12]);  mm = None
    unbind_2 = torch.ops.aten.unbind.int(_unsafe_view);  _unsafe_view = None
    getitem_4: "f32[1, 12][12, 1]" = unbind_2[0]
    getitem_5: "f32[1, 12][12, 1]@12" = unbind_2[1];  unbind_2 = None
    t_1: "f32[3, 12][1, 3]" = torch.ops.aten.t.default(param_constant1)
    mm_1: "f32[1, 12][12, 1]" = torch.ops.aten.mm.default(getitem, t_1);  getitem = t_1 = None
    add: "f32[1, 12][12, 1]" = torch.ops.aten.add.Tensor(mm_1, getitem_4);  mm_1 = getitem_4 = None
    unsafe_split = torch.ops.aten.unsafe_split.Tensor(add, 3, 1);  add = None
    getitem_6: "f32[1, 3][12, 1]" = unsafe_split[0]
    getitem_7: "f32[1, 3][12, 1]@3" = unsafe_split[1]
    getitem_8: "f32[1, 3][12, 1]@6" = unsafe_split[2]
    getitem_9: "f32[1, 3][12, 1]@9" = unsafe_split[3];  unsafe_split = None
    sigmoid: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_6);  getitem_6 = None
    detach: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid)
    sigmoid_1: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_7);  getitem_7 = None
    detach_1: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid_1)
    tanh: "f32[1, 3][3, 1]" = torch.ops.aten.tanh.default(getitem_8);  getitem_8 = None
    detach_2: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(tanh)
    sigmoid_2: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_9);  getitem_9 = None
    detach_3: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid_2)
    mul: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid_1, getitem_2);  sigmoid_1 = getitem_2 = None
    mul_1: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid, tanh);  sigmoid = tanh = None
    add_1: "f32[1, 3][3, 1]" = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    tanh_1: "f32[1, 3][3, 1]" = torch.ops.aten.tanh.default(add_1)
    detach_4: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(tanh_1)
    mul_2: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid_2, tanh_1);  sigmoid_2 = tanh_1 = None
    t_2: "f32[3, 12][1, 3]" = torch.ops.aten.t.default(param_constant1);  param_constant1 = None
    mm_2: "f32[1, 12][12, 1]" = torch.ops.aten.mm.default(mul_2, t_2);  t_2 = None
    add_2: "f32[1, 12][12, 1]" = torch.ops.aten.add.Tensor(mm_2, getitem_5);  mm_2 = getitem_5 = None
    unsafe_split_1 = torch.ops.aten.unsafe_split.Tensor(add_2, 3, 1);  add_2 = None
    getitem_10: "f32[1, 3][12, 1]" = unsafe_split_1[0]
    getitem_11: "f32[1, 3][12, 1]@3" = unsafe_split_1[1]
    getitem_12: "f32[1, 3][12, 1]@6" = unsafe_split_1[2]
    getitem_13: "f32[1, 3][12, 1]@9" = unsafe_split_1[3];  unsafe_split_1 = None
    sigmoid_3: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_10);  getitem_10 = None
    detach_5: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid_3)
    sigmoid_4: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_11);  getitem_11 = None
    detach_6: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid_4)
    tanh_2: "f32[1, 3][3, 1]" = torch.ops.aten.tanh.default(getitem_12);  getitem_12 = None
    detach_7: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(tanh_2)
    sigmoid_5: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_13);  getitem_13 = None
    detach_8: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid_5)
    mul_3: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid_4, add_1);  sigmoid_4 = add_1 = None
    mul_4: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid_3, tanh_2);  sigmoid_3 = tanh_2 = None
    add_3: "f32[1, 3][3, 1]" = torch.ops.aten.add.Tensor(mul_3, mul_4);  mul_3 = mul_4 = None
    tanh_3: "f32[1, 3][3, 1]" = torch.ops.aten.tanh.default(add_3)
    detach_9: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(tanh_3)
    mul_5: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid_5, tanh_3);  sigmoid_5 = tanh_3 = None
    stack: "f32[2, 1, 3][3, 3, 1]" = torch.ops.aten.stack.default([mul_2, mul_5]);  mul_2 = None
    t_3: "f32[3, 12][1, 3]" = torch.ops.aten.t.default(param_constant2);  param_constant2 = None
    _reshape_alias_1: "f32[2, 3][3, 1]" = torch.ops.aten._reshape_alias.default(stack, [2, 3], [3, 1]);  stack = None
    mm_3: "f32[2, 12][12, 1]" = torch.ops.aten.mm.default(_reshape_alias_1, t_3);  _reshape_alias_1 = t_3 = None
    _unsafe_view_1: "f32[2, 1, 12][12, 12, 1]" = torch.ops.aten._unsafe_view.default(mm_3, [2, 1, 12]);  mm_3 = None
    unbind_3 = torch.ops.aten.unbind.int(_unsafe_view_1);  _unsafe_view_1 = None
    getitem_14: "f32[1, 12][12, 1]" = unbind_3[0]
    getitem_15: "f32[1, 12][12, 1]@12" = unbind_3[1];  unbind_3 = None
    t_4: "f32[3, 12][1, 3]" = torch.ops.aten.t.default(param_constant3)
    mm_4: "f32[1, 12][12, 1]" = torch.ops.aten.mm.default(getitem_1, t_4);  getitem_1 = t_4 = None
    add_4: "f32[1, 12][12, 1]" = torch.ops.aten.add.Tensor(mm_4, getitem_14);  mm_4 = getitem_14 = None
    unsafe_split_2 = torch.ops.aten.unsafe_split.Tensor(add_4, 3, 1);  add_4 = None
    getitem_16: "f32[1, 3][12, 1]" = unsafe_split_2[0]
    getitem_17: "f32[1, 3][12, 1]@3" = unsafe_split_2[1]
    getitem_18: "f32[1, 3][12, 1]@6" = unsafe_split_2[2]
    getitem_19: "f32[1, 3][12, 1]@9" = unsafe_split_2[3];  unsafe_split_2 = None
    sigmoid_6: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_16);  getitem_16 = None
    detach_10: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid_6)
    sigmoid_7: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_17);  getitem_17 = None
    detach_11: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid_7)
    tanh_4: "f32[1, 3][3, 1]" = torch.ops.aten.tanh.default(getitem_18);  getitem_18 = None
    detach_12: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(tanh_4)
    sigmoid_8: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_19);  getitem_19 = None
    detach_13: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid_8)
    mul_6: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid_7, getitem_3);  sigmoid_7 = getitem_3 = None
    mul_7: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid_6, tanh_4);  sigmoid_6 = tanh_4 = None
    add_5: "f32[1, 3][3, 1]" = torch.ops.aten.add.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None
    tanh_5: "f32[1, 3][3, 1]" = torch.ops.aten.tanh.default(add_5)
    detach_14: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(tanh_5)
    mul_8: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid_8, tanh_5);  sigmoid_8 = tanh_5 = None
    t_5: "f32[3, 12][1, 3]" = torch.ops.aten.t.default(param_constant3);  param_constant3 = None
    mm_5: "f32[1, 12][12, 1]" = torch.ops.aten.mm.default(mul_8, t_5);  t_5 = None
    add_6: "f32[1, 12][12, 1]" = torch.ops.aten.add.Tensor(mm_5, getitem_15);  mm_5 = getitem_15 = None
    unsafe_split_3 = torch.ops.aten.unsafe_split.Tensor(add_6, 3, 1);  add_6 = None
    getitem_20: "f32[1, 3][12, 1]" = unsafe_split_3[0]
    getitem_21: "f32[1, 3][12, 1]@3" = unsafe_split_3[1]
    getitem_22: "f32[1, 3][12, 1]@6" = unsafe_split_3[2]
    getitem_23: "f32[1, 3][12, 1]@9" = unsafe_split_3[3];  unsafe_split_3 = None
    sigmoid_9: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_20);  getitem_20 = None
    detach_15: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid_9)
    sigmoid_10: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_21);  getitem_21 = None
    detach_16: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid_10)
    tanh_6: "f32[1, 3][3, 1]" = torch.ops.aten.tanh.default(getitem_22);  getitem_22 = None
    detach_17: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(tanh_6)
    sigmoid_11: "f32[1, 3][3, 1]" = torch.ops.aten.sigmoid.default(getitem_23);  getitem_23 = None
    detach_18: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(sigmoid_11)
    mul_9: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid_10, add_5);  sigmoid_10 = add_5 = None
    mul_10: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid_9, tanh_6);  sigmoid_9 = tanh_6 = None
    add_7: "f32[1, 3][3, 1]" = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    tanh_7: "f32[1, 3][3, 1]" = torch.ops.aten.tanh.default(add_7)
    detach_19: "f32[1, 3][3, 1]" = torch.ops.aten.detach.default(tanh_7)
    mul_11: "f32[1, 3][3, 1]" = torch.ops.aten.mul.Tensor(sigmoid_11, tanh_7);  sigmoid_11 = tanh_7 = None
    stack_1: "f32[2, 1, 3][3, 3, 1]" = torch.ops.aten.stack.default([mul_8, mul_11]);  mul_8 = None
    stack_2: "f32[2, 1, 3][3, 3, 1]" = torch.ops.aten.stack.default([add_3, add_7]);  add_3 = add_7 = None
    stack_3: "f32[2, 1, 3][3, 3, 1]" = torch.ops.aten.stack.default([mul_5, mul_11]);  mul_5 = mul_11 = None
    squeeze: "f32[2, 3][3, 1]" = torch.ops.aten.squeeze.dim(stack_1, 1);  stack_1 = None
    squeeze_1: "f32[2, 3][3, 1]" = torch.ops.aten.squeeze.dim(stack_3, 1);  stack_3 = None
    squeeze_2: "f32[2, 3][3, 1]" = torch.ops.aten.squeeze.dim(stack_2, 1);  stack_2 = None
    return (squeeze, (squeeze_1, squeeze_2))
