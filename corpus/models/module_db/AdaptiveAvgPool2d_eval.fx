# AdaptiveAvgPool2d_eval: nn.AdaptiveAvgPool2d from torch.testing._internal.common_modules.module_db, first CPU float32 sample, eval mode
# make_fx(functionalize(functional_call(module))) in torch 1.13.0a0
def forward(self, input_1: "f32[1, 3, 5, 6]"):
    _adaptive_avg_pool2d: "f32[1, 3, 3, 3][27, 9, 3, 1]" = torch.ops.aten._adaptive_avg_pool2d.default(input_1, [3, 3]);  input_1 = None
    return _adaptive_avg_pool2d
