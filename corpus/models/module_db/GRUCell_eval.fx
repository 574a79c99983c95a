# GRUCell_eval: nn.GRUCell from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, weight_ih_1: "f32[30, 5]", weight_hh_1: "f32[30, 10]", bias_ih_1: "f32[30]", bias_hh_1: "f32[30]", input_1: "f32[5]", hx_1: "f32[10]"):
    unsqueeze: "f32[1, 5][5, 1]" = torch.ops.aten.unsqueeze.default(input_1, 0);  input_1 = None
    unsqueeze_1: "f32[1, 10][10, 1]" = torch.ops.aten.unsqueeze.default(hx_1, 0);  hx_1 = None
    t: "f32[5, 30][1, 5]" = torch.ops.aten.t.default(weight_ih_1);  weight_ih_1 = None
    addmm: "f32[1, 30][30, 1]" = torch.ops.aten.addmm.default(bias_ih_1, unsqueeze, t);  bias_ih_1 = unsqueeze = t = None
    unsafe_split = torch.ops.aten.unsafe_split.Tensor(addmm, 10, 1);  addmm = None
    getitem: "f32[1, 10][30, 1]" = unsafe_split[0]
    getitem_1: "f32[1, 10][30, 1]@10" = unsafe_split[1]
    getitem_2: "f32[1, 10][30, 1]@20" = unsafe_split[2];  unsafe_split = None
    t_1: "f32[10, 30][1, 10]" = torch.ops.aten.t.default(weight_hh_1);  weight_hh_1 = None
    addmm_1: "f32[1, 30][30, 1]" = torch.ops.aten.addmm.default(bias_hh_1, unsqueeze_1, t_1);  bias_hh_1 = t_1 = None
    unsafe_split_1 = torch.ops.aten.unsafe_split.Tensor(addmm_1, 10, 1);  addmm_1 = None
    getitem_3: "f32[1, 10][30, 1]" = unsafe_split_1[0]
    getitem_4: "f32[1, 10][30, 1]@10" = unsafe_split_1[1]
    getitem_5: "f32[1, 10][30, 1]@20" = unsafe_split_1[2];  unsafe_split_1 = None
    add: "f32[1, 10][10, 1]" = torch.ops.aten.add.Tensor(getitem_3, getitem);  getitem_3 = getitem = None
    sigmoid: "f32[1, 10][10, 1]" = torch.ops.aten.sigmoid.default(add);  add = None
    add_1: "f32[1, 10][10, 1]" = torch.ops.aten.add.Tensor(getitem_4, getitem_1);  getitem_4 = getitem_1 = None
    sigmoid_1: "f32[1, 10][10, 1]" = torch.ops.aten.sigmoid.default(add_1);  add_1 = None
    mul: "f32[1, 10][10, 1]" = torch.ops.aten.mul.Tensor(getitem_5, sigmoid);  getitem_5 = sigmoid = None
    add_2: "f32[1, 10][10, 1]" = torch.ops.aten.add.Tensor(getitem_2, mul);  getitem_2 = mul = None
    tanh: "f32[1, 10][10, 1]" = torch.ops.aten.tanh.default(add_2);  add_2 = None
    sub: "f32[1, 10][10, 1]" = torch.ops.aten.sub.Tensor(unsqueeze_1, tanh);  unsqueeze_1 = None
    mul_1: "f32[1, 10][10, 1]" = torch.ops.aten.mul.Tensor(sub, sigmoid_1);  sub = sigmoid_1 = None
    add_3: "f32[1, 10][10, 1]" = torch.ops.aten.add.Tensor(mul_1, tanh);  mul_1 = tanh = None
    squeeze: "f32[10][1]" = torch.ops.aten.squeeze.dim(add_3, 0)
    squeeze_1: "f32[10][1]" = torch.ops.aten.squeeze.dim(add_3, 0);  add_3 = None
    return squeeze_1
