# Linear_eval: nn.Linear from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, weight_1: "f32[8, 10]", bias_1: "f32[8]", input_1: "f32[4, 10]"):
    t: "f32[10, 8][1, 10]" = torch.ops.aten.t.default(weight_1);  weight_1 = None
    addmm: "f32[4, 8][8, 1]" = torch.ops.aten.addmm.default(bias_1, input_1, t);  bias_1 = input_1 = t = None
    return addmm
