# Bilinear_eval: nn.Bilinear from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, weight_1: "f32[4, 2, 3]", bias_1: "f32[4]", input1_1: "f32[8, 2]", input2_1: "f32[8, 3]"):
    _reshape_alias: "f32[8, 2][2, 1]" = torch.ops.aten._reshape_alias.default(input1_1, [8, 2], [2, 1]);  input1_1 = None
    _reshape_alias_1: "f32[8, 3][3, 1]" = torch.ops.aten._reshape_alias.default(input2_1, [8, 3], [3, 1]);  input2_1 = None
    _trilinear: "f32[8, 4][4, 1]" = torch.ops.aten._trilinear.default(_reshape_alias, weight_1, _reshape_alias_1, [1, 3], [0], [1, 2], [2, 3]);  _reshape_alias = weight_1 = _reshape_alias_1 = None
    _reshape_alias_2: "f32[8, 4][4, 1]" = torch.ops.aten._reshape_alias.default(_trilinear, [8, 4], [4, 1]);  _trilinear = None
    add: "f32[8, 4][4, 1]" = torch.ops.aten.add.Tensor(_reshape_alias_2, bias_1);  _reshape_alias_2 = bias_1 = None
    return add
