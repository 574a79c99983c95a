# LSTMCell_eval: nn.LSTMCell from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, weight_ih_1: "f32[40, 5]", weight_hh_1: "f32[40, 10]", bias_ih_1: "f32[40]", bias_hh_1: "f32[40]", input_1: "f32[5]", input1_1: "f32[10]", input2_1: "f32[10]"):
    unsqueeze: "f32[1, 5][5, 1]" = torch.ops.aten.unsqueeze.default(input_1, 0);  input_1 = None
    unsqueeze_1: "f32[1, 10][10, 1]" = torch.ops.aten.unsqueeze.default(input1_1, 0);  input1_1 = None
    unsqueeze_2: "f32[1, 10][10, 1]" = torch.ops.aten.unsqueeze.default(input2_1, 0);  input2_1 = None
    t: "f32[10, 40][1, 10]" = torch.ops.aten.t.default(weight_hh_1);  weight_hh_1 = None
    addmm: "f32[1, 40][40, 1]" = torch.ops.aten.addmm.default(bias_hh_1, unsqueeze_1, t);  bias_hh_1 = unsqueeze_1 = t = None
    t_1: "f32[5, 40][1, 5]" = torch.ops.aten.t.default(weight_ih_1);  weight_ih_1 = None
    addmm_1: "f32[1, 40][40, 1]" = torch.ops.aten.addmm.default(bias_ih_1, unsqueeze, t_1);  bias_ih_1 = unsqueeze = t_1 = None
    add: "f32[1, 40][40, 1]" = torch.ops.aten.add.Tensor(addmm, addmm_1);  addmm = addmm_1 = None
    unsafe_split = torch.ops.aten.unsafe_split.Tensor(add, 10, 1);  add = None
    getitem: "f32[1, 10][40, 1]" = unsafe_split[0]
    getitem_1: "f32[1, 10][40, 1]@10" = unsafe_split[1]
    getitem_2: "f32[1, 10][40, 1]@20" = unsafe_split[2]
    getitem_3: "f32[1, 10][40, 1]@30" = unsafe_split[3];  unsafe_split = None
    sigmoid: "f32[1, 10][10, 1]" = torch.ops.aten.sigmoid.default(getitem);  getitem = None
    sigmoid_1: "f32[1, 10][10, 1]" = torch.ops.aten.sigmoid.default(getitem_1);  getitem_1 = None
    tanh: "f32[1, 10][10, 1]" = torch.ops.aten.tanh.default(getitem_2);  getitem_2 = None
    sigmoid_2: "f32[1, 10][10, 1]" = torch.ops.aten.sigmoid.default(getitem_3);  getitem_3 = None
    mul: "f32[1, 10][10, 1]" = torch.ops.aten.mul.Tensor(sigmoid_1, unsqueeze_2);  sigmoid_1 = unsqueeze_2 = None
    mul_1: "f32[1, 10][10, 1]" = torch.ops.aten.mul.Tensor(sigmoid, tanh);  sigmoid = tanh = None
    add_1: "f32[1, 10][10, 1]" = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    tanh_1: "f32[1, 10][10, 1]" = torch.ops.aten.tanh.default(add_1)
    mul_2: "f32[1, 10][10, 1]" = torch.ops.aten.mul.Tensor(sigmoid_2, tanh_1);  sigmoid_2 = tanh_1 = None
    squeeze: "f32[10][1]" = torch.ops.aten.squeeze.dim(mul_2, 0);  mul_2 = None
    squeeze_1: "f32[10][1]" = torch.ops.aten.squeeze.dim(add_1, 0)
    squeeze_2: "f32[10][1]" = torch.ops.aten.squeeze.dim(add_1, 0);  add_1 = None
    return (squeeze, squeeze_2)
