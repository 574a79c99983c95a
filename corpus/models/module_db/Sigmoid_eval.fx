# Sigmoid_eval: nn.Sigmoid from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, input_1: "f32[2, 3, 4, 5]"):
    sigmoid: "f32[2, 3, 4, 5][60, 20, 5, 1]" = torch.ops.aten.sigmoid.default(input_1);  input_1 = None
    return sigmoid
