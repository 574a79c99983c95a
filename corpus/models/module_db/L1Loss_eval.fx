# L1Loss_eval: nn.L1Loss from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, input_1: "f32[2, 3, 4]", target_1: "f32[2, 3, 4]"):
    sub: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.sub.Tensor(input_1, target_1);  input_1 = target_1 = None
    abs_1: "f32[2, 3, 4][12, 4, 1]" = torch.ops.aten.abs.default(sub);  sub = None
    mean: "f32[][]" = torch.ops.aten.mean.default(abs_1);  abs_1 = None
    return mean
