# ELU_eval: nn.ELU from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, input_1: "f32[3, 2, 5]"):
    elu: "f32[3, 2, 5][10, 5, 1]" = torch.ops.aten.elu.default(input_1, 2.0);  input_1 = None
    return elu
