# RNNCell_eval: nn.RNNCell from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, weight_ih_1: "f32[10, 5]", weight_hh_1: "f32[10, 10]", bias_ih_1: "f32[10]", bias_hh_1: "f32[10]", input_1: "f32[5]", hx_1: "f32[10]"):
    unsqueeze: "f32[1, 5][5, 1]" = torch.ops.aten.unsqueeze.default(input_1, 0);  input_1 = None
    unsqueeze_1: "f32[1, 10][10, 1]" = torch.ops.aten.unsqueeze.default(hx_1, 0);  hx_1 = None
    t: "f32[10, 10][1, 10]" = torch.ops.aten.t.default(weight_hh_1);  weight_hh_1 = None
    addmm: "f32[1, 10][10, 1]" = torch.ops.aten.addmm.default(bias_hh_1, unsqueeze_1, t);  bias_hh_1 = unsqueeze_1 = t = None
    t_1: "f32[5, 10][1, 5]" = torch.ops.aten.t.default(weight_ih_1);  weight_ih_1 = None
    addmm_1: "f32[1, 10][10, 1]" = torch.ops.aten.addmm.default(bias_ih_1, unsqueeze, t_1);  bias_ih_1 = unsqueeze = t_1 = None
    add: "f32[1, 10][10, 1]" = torch.ops.aten.add.Tensor(addmm, addmm_1);  addmm = addmm_1 = None
    tanh: "f32[1, 10][10, 1]" = torch.ops.aten.tanh.default(add);  add = None
    squeeze: "f32[10][1]" = torch.ops.aten.squeeze.dim(tanh, 0);  tanh = None
    return squeeze
