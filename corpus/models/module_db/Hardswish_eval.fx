# Hardswish_eval: nn.Hardswish from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, input_1: "f32[4]"):
    hardswish: "f32[4][1]" = torch.ops.aten.hardswish.default(input_1);  input_1 = None
    return hardswish
