# RNN_eval: nn.RNN from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
# the last 4 inputs (param_constant0, param_constant1, param_constant2, param_constant3) hold tensor constants of the traced program
def forward(self, weight_ih_l0_1: "f32[2, 2]", weight_hh_l0_1: "f32[2, 2]", weight_ih_l1_1: "f32[2, 2]", weight_hh_l1_1: "f32[2, 2]", input_1: "f32[2, 2]", param_constant0: "f32[2, 2]", param_constant1: "f32[2, 2]", param_constant2: "f32[2, 2]", param_constant3: "f32[2, 2]"):
    unsqueeze: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten.unsqueeze.default(input_1, 1);  input_1 = None
    zeros: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten.zeros.default([2, 1, 2], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    unbind = torch.ops.aten.unbind.int(zeros);  zeros = None
    getitem: "f32[1, 2][2, 1]" = unbind[0]
    getitem_1: "f32[1, 2][2, 1]@2" = unbind[1];  unbind = None
    t: "f32[2, 2][1, 2]" = torch.ops.aten.t.default(param_constant0);  param_constant0 = None
    _reshape_alias: "f32[2, 2][2, 1]" = torch.ops.aten._reshape_alias.default(unsqueeze, [2, 2], [2, 1]);  unsqueeze = None
    mm: "f32[2, 2][2, 1]" = torch.ops.aten.mm.default(_reshape_alias, t);  _reshape_alias = t = None
    _unsafe_view: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten._unsafe_view.default(mm, [2, 1, 2]);  mm = None
    unbind_1 = torch.ops.aten.unbind.int(_unsafe_view);  _unsafe_view = None
    getitem_2: "f32[1, 2][2, 1]" = unbind_1[0]
    getitem_3: "f32[1, 2][2, 1]@2" = unbind_1[1];  unbind_1 = None
    t_1: "f32[2, 2][1, 2]" = torch.ops.aten.t.default(param_constant1)
    mm_1: "f32[1, 2][2, 1]" = torch.ops.aten.mm.default(getitem, t_1);  getitem = t_1 = None
    add: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(mm_1, getitem_2);  mm_1 = getitem_2 = None
    relu: "f32[1, 2][2, 1]" = torch.ops.aten.relu.default(add);  add = None
    detach: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(relu)
    t_2: "f32[2, 2][1, 2]" = torch.ops.aten.t.default(param_constant1);  param_constant1 = None
    mm_2: "f32[1, 2][2, 1]" = torch.ops.aten.mm.default(relu, t_2);  t_2 = None
    add_1: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(mm_2, getitem_3);  mm_2 = getitem_3 = None
    relu_1: "f32[1, 2][2, 1]" = torch.ops.aten.relu.default(add_1);  add_1 = None
    detach_1: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(relu_1)
    stack: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten.stack.default([relu, relu_1]);  relu = None
    t_3: "f32[2, 2][1, 2]" = torch.ops.aten.t.default(param_constant2);  param_constant2 = None
    _reshape_alias_1: "f32[2, 2][2, 1]" = torch.ops.aten._reshape_alias.default(stack, [2, 2], [2, 1]);  stack = None
    mm_3: "f32[2, 2][2, 1]" = torch.ops.aten.mm.default(_reshape_alias_1, t_3);  _reshape_alias_1 = t_3 = None
    _unsafe_view_1: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten._unsafe_view.default(mm_3, [2, 1, 2]);  mm_3 = None
    unbind_2 = torch.ops.aten.unbind.int(_unsafe_view_1);  _unsafe_view_1 = None
    getitem_4: "f32[1, 2][2, 1]" = unbind_2[0]
    getitem_5: "f32[1, 2][2, 1]@2" = unbind_2[1];  unbind_2 = None
    t_4: "f32[2, 2][1, 2]" = torch.ops.aten.t.default(param_constant3)
    mm_4: "f32[1, 2][2, 1]" = torch.ops.aten.mm.default(getitem_1, t_4);  getitem_1 = t_4 = None
    add_2: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(mm_4, getitem_4);  mm_4 = getitem_4 = None
    relu_2: "f32[1, 2][2, 1]" = torch.ops.aten.relu.default(add_2);  add_2 = None
    detach_2: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(relu_2)
    t_5: "f32[2, 2][1, 2]" = torch.ops.aten.t.default(param_constant3);  param_constant3 = None
    mm_5: "f32[1, 2][2, 1]" = torch.ops.aten.mm.default(relu_2, t_5);  t_5 = None
    add_3: "f32[1, 2][2, 1]" = torch.ops.aten.add.Tensor(mm_5, getitem_5);  mm_5 = getitem_5 = None
    relu_3: "f32[1, 2][2, 1]" = torch.ops.aten.relu.default(add_3);  add_3 = None
    detach_3: "f32[1, 2][2, 1]" = torch.ops.aten.detach.default(relu_3)
    stack_1: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten.stack.default([relu_2, relu_3]);  relu_2 = None
    stack_2: "f32[2, 1, 2][2, 2, 1]" = torch.ops.aten.stack.default([relu_1, relu_3]);  relu_1 = relu_3 = None
    squeeze: "f32[2, 2][2, 1]" = torch.ops.aten.squeeze.dim(stack_1, 1);  stack_1 = None
    squeeze_1: "f32[2, 2][2, 1]" = torch.ops.aten.squeeze.dim(stack_2, 1);  stack_2 = None
    return (squeeze, squeeze_1)
